/**
 * Wraps the doc page metadata: og:image and twitter:image point at the page's social card
 * (plugins/social-cards), with its size and alt text, and a link names the page's Markdown twin.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {cardAlt, cardPath} from '@site/plugins/social-cards/src/public';
import {twinUrl} from '@site/src/components/PageMenu/links';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const origin = siteConfig.url.replace(/\/+$/, '');
  const image = `${origin}${cardPath(metadata.permalink, siteConfig.baseUrl)}`;
  const alt = cardAlt(metadata.title, version.label, siteConfig.title);
  return (
    <>
      <Metadata {...props} />
      <Head>
        <meta property="og:image" content={image} />
        <meta property="og:image:type" content="image/png" />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta property="og:image:alt" content={alt} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:image" content={image} />
        <meta name="twitter:image:alt" content={alt} />
        <link rel="alternate" type="text/markdown" href={twinUrl(metadata.permalink)} />
      </Head>
    </>
  );
}
