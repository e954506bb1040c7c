/**
 * The footer's links, drawn in columns only. theme-classic's component imports both layouts (columns, and a
 * single row of links) and picks one when rendering, so every page loaded the row layout this site never uses.
 * A config whose footer links are not columns fails the build here, naming the fix.
 */
import React, {type ReactNode} from 'react';
import {isMultiColumnFooterLinks} from '@docusaurus/theme-common';
import FooterLinksMultiColumn from '@theme/Footer/Links/MultiColumn';
import type {Props} from '@theme/Footer/Links';

export default function FooterLinks({links}: Props): ReactNode {
  if (!isMultiColumnFooterLinks(links)) throw new Error('footer links must be columns (lean-main-bundle)');
  return <FooterLinksMultiColumn columns={links} />;
}
