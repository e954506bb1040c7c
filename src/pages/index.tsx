import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CopyCommand from '@site/src/components/home/CopyCommand';
import {CREATE_COMMAND, FEATURES, PLUGINS} from '@site/src/components/home/content';
// A static code block (plugins/static-highlight): no component of the MDX map is needed.
import Sample from './_home-sample.mdx';
import styles from '@site/src/components/home/home.module.css';
import {SITE_TAGLINE, SITE_TITLE} from '@site/config/site';

function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <Heading as="h1" className={styles.heroTitle}>
            {SITE_TITLE}
          </Heading>
          <p className={styles.heroTagline}>{SITE_TAGLINE}</p>
          <div className={styles.heroActions}>
            <Link className="button button--primary button--lg" to="/docs/guide/getting-started/introduction">
              Read the guide
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/api-reference">
              API reference
            </Link>
          </div>
          <CopyCommand command={CREATE_COMMAND} />
        </div>
        <div className={styles.heroCode}>
          <Sample />
        </div>
      </div>
    </header>
  );
}

function Features(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className={styles.sectionTitle}>
          Why CommandKit
        </Heading>
        <p className={styles.sectionLead}>
          discord.js gives you the full Discord API. CommandKit adds the project structure around it, so a bot starts with conventions
          instead of a pile of handler code.
        </p>
        <ul className={styles.featureGrid}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.card}>
              <Heading as="h3" className={styles.cardTitle}>
                {feature.title}
              </Heading>
              <p>{feature.body}</p>
              <Link to={feature.to}>{feature.linkLabel}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Plugins(): ReactNode {
  return (
    <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="plugins-heading">
      <div className="container">
        <Heading as="h2" id="plugins-heading" className={styles.sectionTitle}>
          Official plugins
        </Heading>
        <ul className={styles.pluginGrid}>
          {PLUGINS.map((plugin) => (
            <li key={plugin.name}>
              <Link to={plugin.to} className={styles.pluginLink}>
                <code>{plugin.name}</code>
                <span>{plugin.body}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Versions(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="versions-heading">
      <div className={`container ${styles.versions}`}>
        <Heading as="h2" id="versions-heading" className={styles.sectionTitle}>
          Pick your version
        </Heading>
        <div className={styles.versionGrid}>
          <div className={styles.card}>
            <Heading as="h3" className={styles.cardTitle}>
              1.x (current)
            </Heading>
            <p>The app directory, JSX components, middlewares and plugins. Start here for a new bot.</p>
            <Link to="/docs/guide/getting-started/introduction">1.x guide</Link>
          </div>
          <div className={styles.card}>
            <Heading as="h3" className={styles.cardTitle}>
              0.1.10
            </Heading>
            <p>The earlier release, configured through the CommandKit constructor. Maintained bots only.</p>
            <Link to="/docs/v0/guide/installation">0.1.10 guide</Link>
            {' · '}
            <Link to="/docs/guide/advanced/migrating-from-v0">Migrate to 1.x</Link>
          </div>
        </div>
      </div>
    </section>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="Build Discord bots with less boilerplate"
      description="Documentation for CommandKit, the framework for discord.js bots: guide and API reference for 1.x and 0.1.10.">
      <main>
        <Hero />
        <Features />
        <Plugins />
        <Versions />
      </main>
    </Layout>
  );
}
