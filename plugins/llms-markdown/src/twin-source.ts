/**
 * Remark plugin, first of the docs' remark plugins: hands the tree Docusaurus's MDX loader has just parsed to
 * the Markdown twins of the build in progress, so that a page is parsed once for its HTML and its twin
 * (parsing was about 60% of a twin's cost when the twins parsed every page again).
 *
 * The plugin itself knows nothing of twins: the llms-markdown plugin opens a session for the build
 * (openTwinSession) and the session decides what to do with each tree. With no session open (the dev server,
 * `check:mdx`, a tree of another page) it does nothing. The session lives on `globalThis` under a registered
 * symbol because the site config and the plugin are loaded as separate module instances (jiti).
 */
import type {MdNode} from './mdast';

export interface TwinSession {
  /** Called with each page's tree before any other remark plugin has changed it; must not change it. */
  fromLoader(tree: MdNode, file: {path?: string; data?: Record<string, unknown>}): Promise<void>;
}

const SESSION = Symbol.for('commandkit-docs.llms-markdown.twin-session');
/** Marks the plugin so that the twins' own list of remark plugins (docs-config.ts) leaves it out. */
export const TWIN_SOURCE_MARK = Symbol.for('commandkit-docs.llms-markdown.twin-source');

type Registry = {[SESSION]?: TwinSession};

export function openTwinSession(session: TwinSession): void {
  (globalThis as Registry)[SESSION] = session;
}

export function closeTwinSession(session: TwinSession): void {
  if ((globalThis as Registry)[SESSION] === session) delete (globalThis as Registry)[SESSION];
}

export function remarkTwinSource() {
  return async (tree: MdNode, file: {path?: string; data?: Record<string, unknown>}): Promise<void> => {
    await (globalThis as Registry)[SESSION]?.fromLoader(tree, file);
  };
}
(remarkTwinSource as unknown as Record<symbol, boolean>)[TWIN_SOURCE_MARK] = true;

/** True for the twin-source plugin, given as a function or as `[function, options]`. */
export function isTwinSource(plugin: unknown): boolean {
  const fn = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof fn === 'function' && (fn as unknown as Record<symbol, unknown>)[TWIN_SOURCE_MARK] === true;
}
