/**
 * Links in page content. A link to another page of the site is a plain anchor with a click handler that
 * opens the page in the app (as Docusaurus's Link does, through the same router history) and starts loading
 * it when pointed at or touched (the keyboard case is plugins/prefetch-on-intent's). Docusaurus's Link costs
 * four components and an IntersectionObserver per link, for an in-view prefetch this site turns off: on a
 * page of several hundred links (an API package index) that was a large part of hydration. The build still
 * checks these links (useBrokenLinks, as Link does). Any other link is Docusaurus's Link, unchanged.
 */
import React, {type ComponentProps, type MouseEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useHistory} from '@docusaurus/router';
import {clickAction, pagePathOf} from './page-link';

type Props = ComponentProps<'a'>;

function preload(href: string): void {
  window.docusaurus?.preload(href);
}

export default function MDXA(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const brokenLinks = useBrokenLinks();
  const history = useHistory();
  const href = pagePathOf(props, siteConfig.baseUrl);
  if (href === null) return <Link {...(props as ComponentProps<typeof Link>)} />;
  brokenLinks.collectLink(href);
  if (props.id) brokenLinks.collectAnchor(props.id);
  const {onClick, onMouseEnter, onTouchStart, ...rest} = props;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const action = clickAction(event, href, window.location);
    if (!action) return;
    event.preventDefault();
    history[action](href);
  };
  return (
    <a
      {...rest}
      href={href}
      onClick={open}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        preload(href);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        preload(href);
      }}
    />
  );
}
