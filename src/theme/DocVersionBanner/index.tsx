/**
 * Wraps the theme's version banner. Pages of the 0.1.10 docs get our own notice, which links to the same topic
 * in 1.x when the page's front matter names one (`current_version_doc: /docs/guide/...`), else to the 1.x
 * introduction. Every other version keeps the original banner untouched.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc, useDocsPreferredVersion, useDocsVersion, useDocVersionSuggestions} from '@docusaurus/plugin-content-docs/client';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import {bannerTargetFromFrontMatter, isLegacyVersion, LEGACY_VERSION_NAME} from './target';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocVersionBannerType>;

/**
 * The current doc's front matter, or undefined where the banner is rendered outside a doc page (the theme also
 * shows it on generated category index pages, which have no doc context and make `useDoc()` throw).
 * `useDoc()` is still called on every render, so the hook order never changes.
 */
function useOptionalFrontMatter(): Record<string, unknown> | undefined {
  try {
    return useDoc().frontMatter;
  } catch {
    return undefined;
  }
}

function LegacyVersionBanner({className, pluginId}: Props & {pluginId: string}): ReactNode {
  const frontMatter = useOptionalFrontMatter();
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const {latestVersionSuggestion} = useDocVersionSuggestions(pluginId);
  const target = bannerTargetFromFrontMatter(frontMatter);

  return (
    <aside role="note" aria-label="Old version notice" className={clsx(className, ThemeClassNames.docs.docVersionBanner, styles.banner)}>
      <p className={styles.text}>
        You are reading the documentation of <strong>CommandKit {LEGACY_VERSION_NAME}</strong>, an old release that no longer receives
        updates.
      </p>
      <p className={styles.text}>
        <Link className={styles.link} to={target.href} onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>
          {target.sameTopic
            ? `Read about this topic in CommandKit ${latestVersionSuggestion.label}`
            : `Start with the CommandKit ${latestVersionSuggestion.label} introduction`}
        </Link>
      </p>
    </aside>
  );
}

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  if (isLegacyVersion(version.version)) {
    return <LegacyVersionBanner {...props} pluginId={version.pluginId} />;
  }
  return <DocVersionBanner {...props} />;
}
