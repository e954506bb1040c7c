/**
 * The theme's `docSidebar` navbar item, highlighted from the sidebar's base path instead of the list of every doc,
 * which docs-per-sidebar leaves out of the global data (global-data.ts). Same link, label and error as the stock
 * item; "active" means the page is under the path the sidebar's docs share in the version being read.
 */
import React, {type ReactNode} from 'react';
import {useActiveDocContext, useLayoutDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';
import {isUnderBasePath, type GlobalSidebar} from '../../global-data';

export default function DocSidebarNavbarItem({sidebarId, label, docsPluginId, ...props}: Props): ReactNode {
  const {activeVersion} = useActiveDocContext(docsPluginId);
  const {pathname} = useLocation();
  const sidebarLink = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (!sidebarLink) {
    throw new Error(`DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`);
  }
  const basePath = (activeVersion?.sidebars?.[sidebarId] as GlobalSidebar | undefined)?.basePath;
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => isUnderBasePath(pathname, basePath)}
      label={label ?? sidebarLink.label}
      to={sidebarLink.path}
    />
  );
}
