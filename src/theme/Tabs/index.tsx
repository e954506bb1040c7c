/**
 * theme-classic's Tabs (ejected; markup, keyboard handling and group sync unchanged) without its remount
 * after hydration. The stock component keys its tabs on useIsBrowser, a fix for a Docusaurus 2 hydration
 * problem (facebook/docusaurus#5653) that now only rebuilds every tab and its code block once the page is
 * live: twelve code blocks on a page with three install commands. Since Docusaurus 3, useTabs starts from the
 * default tab on the server and in the browser alike and applies the reader's stored choice (or the query
 * string's) in a layout effect, which updates the tabs like any other state change.
 */
import React, {cloneElement, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {useScrollPositionBlocker, useTabs, sanitizeTabsChildren} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';

type Tabs = ReturnType<typeof useTabs>;

function TabList({className, block, selectedValue, selectValue, tabValues}: Props & Tabs): ReactNode {
  const tabRefs: Array<HTMLLIElement | null> = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();
  const handleTabChange = (
    event: React.FocusEvent<HTMLLIElement> | React.MouseEvent<HTMLLIElement> | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.indexOf(newTab)]!.value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };
  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;
    switch (event.key) {
      case 'Enter':
        handleTabChange(event);
        break;
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }
    focusElement?.focus();
  };
  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(tabControl) => {
            tabRefs.push(tabControl);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {'tabs__item--active': selectedValue === value})}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({lazy, children, selectedValue}: Props & Tabs): ReactNode {
  const childTabs = (Array.isArray(children) ? children : [children]).filter(Boolean) as Array<ReactElement<TabItemProps>>;
  if (lazy) {
    const selectedTabItem = childTabs.find((tabItem) => tabItem.props.value === selectedValue);
    if (!selectedTabItem) return null;
    return cloneElement(selectedTabItem, {className: clsx('margin-top--md', selectedTabItem.props.className)});
  }
  return (
    <div className="margin-top--md">
      {childTabs.map((tabItem, i) => cloneElement(tabItem, {key: i, hidden: tabItem.props.value !== selectedValue}))}
    </div>
  );
}

export default function Tabs(rawProps: Props): ReactNode {
  const props = {...rawProps, children: sanitizeTabsChildren(rawProps.children)} as Props;
  const tabs = useTabs(props);
  return (
    <div className={clsx('tabs-container', styles.tabList)}>
      <TabList {...tabs} {...props} />
      <TabContent {...tabs} {...props} />
    </div>
  );
}
