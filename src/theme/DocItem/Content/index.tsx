/** Wraps the doc content: the page menu (src/components/PageMenu) floats beside the title of every doc page. */
import React, {type ReactNode} from 'react';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import PageMenu from '@site/src/components/PageMenu';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  return (
    <>
      <PageMenu permalink={metadata.permalink} versionLabel={version.label} />
      <Content {...props} />
    </>
  );
}
