/** Whether a head element is a preconnect hint to an Algolia host (see SearchBarHead.tsx). */
import {isValidElement, type ReactNode} from 'react';

export function isAlgoliaPreconnect(child: ReactNode): boolean {
  if (!isValidElement(child) || child.type !== 'link') {
    return false;
  }
  const {rel, href} = child.props as {rel?: string; href?: string};
  return rel === 'preconnect' && typeof href === 'string' && /\.algolia\.net\/?$/.test(href);
}
