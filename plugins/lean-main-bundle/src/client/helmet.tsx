/**
 * The browser's react-helmet-async (≈6.5 KiB gzip with react-fast-compare, invariant, shallowequal and prop-types,
 * in main.js on every page), replaced by this module in the client build only (alias in ../index.ts): Docusaurus
 * imports `HelmetProvider` (client entry) and `Helmet` (`@docusaurus/Head`) from the package, and nothing else.
 * The server render keeps the library, so every page's HTML head is the one it was. In the browser the library
 * only keeps document.head in step with the mounted `<Head>` elements; so does this, with the library's own rules
 * (./head-state): same reduction, same DOM writes, written one frame after a change as the library defers them.
 * It couples to the package's two exports and to how Docusaurus uses them; the saving pays for that
 * (bench/RESULTS.md, issue 28).
 */
import {Children, Fragment, isValidElement, useEffect, useRef, type ReactNode} from 'react';
import {applyHead, htmlAttributesOf, reduceHeads, type HeadProps, type TagKind} from './head-state';

interface Instance {
  props: HeadProps;
}

// Mounted instances in the order they first rendered (the library's helmetInstances).
const instances: Instance[] = [];
let frame: number | undefined;

function scheduleCommit(): void {
  if (frame !== undefined) cancelAnimationFrame(frame);
  frame = requestAnimationFrame(() => {
    frame = undefined;
    applyHead(document, reduceHeads(instances.map((instance) => instance.props)));
  });
}

const ARRAY_KINDS = new Set<string>(['link', 'meta', 'noscript', 'script', 'style']);

/** A `<Head>`'s children as the library's props (its mapChildrenToProps). */
export function headPropsOf(children: ReactNode, props: HeadProps = {}): HeadProps {
  let result: HeadProps = props;
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const {children: nested, ...childProps} = child.props as Record<string, unknown> & {children?: ReactNode};
    if (child.type === Fragment) {
      result = headPropsOf(nested, result);
      return;
    }
    const type = child.type as string;
    const attributes = htmlAttributesOf(childProps);
    const text = Array.isArray(nested) ? nested.join('') : (nested as string | undefined);
    if (ARRAY_KINDS.has(type)) {
      const kind = type as Exclude<TagKind, 'base'>;
      const content = text ? (kind === 'style' ? {cssText: text} : {innerHTML: text}) : {};
      result = {...result, [kind]: [...(result[kind] ?? []), {...attributes, ...content}]};
    } else if (type === 'title') {
      result = {...result, title: text, titleAttributes: attributes};
    } else if (type === 'html') {
      result = {...result, htmlAttributes: attributes};
    } else if (type === 'body') {
      result = {...result, bodyAttributes: attributes};
    } else if (type === 'base') {
      result = {...result, base: [attributes]};
    }
  });
  return result;
}

export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}

export function Helmet({children, ...props}: HeadProps & {children?: ReactNode}): ReactNode {
  const next = headPropsOf(children, props as HeadProps);
  const key = JSON.stringify(next);
  const instance = useRef<Instance>({props: next}).current;
  // Registered when mounted (a render React throws away registers nothing). `<Head>` elements render nothing, so
  // effects reach them in document order, the order the library registers them at render: the later one wins.
  useEffect(() => {
    instances.push(instance);
    return () => {
      instances.splice(instances.indexOf(instance), 1);
      scheduleCommit();
    };
  }, [instance]);
  useEffect(() => {
    instance.props = next;
    scheduleCommit();
    // `key` stands for `next`'s content: a new object with the same content changes nothing.
  }, [key]);
  return null;
}
