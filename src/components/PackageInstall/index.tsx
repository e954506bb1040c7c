import React, {type ComponentProps, type ComponentType, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {PACKAGE_MANAGERS, installCommand, installCommandTokens, parsePackageList} from '../../../plugins/shared/package-install';

// The theme's CodeBlock takes build-style highlighting tokens (plugins/static-highlight).
const HighlightedCodeBlock = CodeBlock as ComponentType<ComponentProps<typeof CodeBlock> & {tokens?: string}>;

interface Props {
  /** Space- or comma-separated package names, with optional versions (`commandkit@0.1.10`). */
  packages: string;
  /** Install as a development dependency. */
  dev?: boolean;
}

/**
 * The same install command for every package manager, in tabs that remember the reader's choice
 * across pages (shared groupId).
 */
export default function PackageInstall({packages, dev = false}: Props): ReactNode {
  const list = parsePackageList(packages);
  return (
    <Tabs groupId="package-manager">
      {PACKAGE_MANAGERS.map((manager) => (
        <TabItem key={manager} value={manager} label={manager}>
          <HighlightedCodeBlock language="bash" tokens={JSON.stringify([installCommandTokens(installCommand(manager, list, dev))])}>
            {installCommand(manager, list, dev)}
          </HighlightedCodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
