/**
 * theme-classic's navbar item map with only the types this site uses (../../navbar-item-types.ts says why). An
 * ejected copy, not a wrapper: a wrapper would import the stock map and with it every item it lists.
 */
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {NAVBAR_ITEM_TYPES} from '../../navbar-item-types';

const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
} satisfies Record<(typeof NAVBAR_ITEM_TYPES)[number], unknown> as unknown as ComponentTypesObject;

export default ComponentTypes;
