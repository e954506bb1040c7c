/**
 * Remark plugin: rewrites guide links `api:<section>/<Name>` and `api:<section>/<kind>/<Name>`
 * (optionally followed by `#anchor`) into the URL of the item's reference page, for the version of
 * the file being compiled: files under versioned_docs/version-0.1.10/ use the 0.1.10 model (whose
 * only section is `commandkit`), all other files use 1.x.
 *
 * Unknown items throw (file, link, "did you mean"); a name that exists in two kinds asks for the kind.
 * An empty link text (`[](api:commandkit/CommandKit)`) becomes the item name in code.
 *
 * Usage (docusaurus.config.ts):
 *   import apiLinks from './plugins/api-reference/src/remark/api-links';
 *   docs: { remarkPlugins: [[apiLinks, {modelsDir: 'api-models'}]] }
 */
import {resolve} from 'node:path';
import type {Definition, Link, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import type {ApiVersion} from '../model/types';
import {versionOfFile} from '../../../shared/docs-versions';
import {ApiIndex, DEFAULT_ROUTE_BASES} from '../model/lookup';
import {loadModels} from '../model/io';

export interface ApiLinksOptions {
  /** Folder of api-models (absolute, or relative to the process cwd = the site dir). */
  modelsDir?: string;
  routeBases?: Partial<Record<ApiVersion, string>>;
  /**
   * 'throw' (default) stops the build on an unknown or ambiguous item; 'warn' logs the same message
   * and leaves the link unresolved (handy while iterating with the link check downgraded).
   */
  onBrokenLink?: 'throw' | 'warn';
}

interface VFileLike {
  path?: string;
  history?: string[];
}

const LINK_RE = /^api:([^#?]*)(#.*)?$/;

const cache = new Map<string, ApiIndex>();

export function loadApiIndex(modelsDir: string, version: ApiVersion, routeBase?: string): ApiIndex {
  const key = `${resolve(modelsDir)}|${version}|${routeBase ?? ''}`;
  let index = cache.get(key);
  if (!index) {
    const models = loadModels(modelsDir, version);
    if (!models.length) throw new Error(`[api-links] no API models for ${version} in ${resolve(modelsDir, version)}`);
    index = new ApiIndex(version, models, routeBase ?? DEFAULT_ROUTE_BASES[version]);
    cache.set(key, index);
  }
  return index;
}

/** Clears the model cache (tests; dev server after re-extraction). */
export function clearApiLinksCache(): void {
  cache.clear();
}

/** Which API version a docs file belongs to: the site's table of versions decides. */
export {versionOfFile};

/** Resolves one `api:` link to a URL, or throws a helpful error. */
export function resolveApiLink(link: string, index: ApiIndex, where: string): string {
  const m = LINK_RE.exec(link);
  if (!m) throw new Error(`[api-links] ${where}: "${link}" is not an API link`);
  const path = m[1]!;
  const hash = m[2] ?? '';
  const parts = path.split('/').filter(Boolean);
  if (parts.length !== 2 && parts.length !== 3) {
    throw new Error(
      `[api-links] ${where}: malformed API link "${link}": write api:<section>/<Name> or ` +
        `api:<section>/<kind>/<Name> (sections of ${index.version}: ${index.sections.join(', ')})`,
    );
  }
  const [section, a, b] = parts as [string, string, string | undefined];
  const result = b === undefined ? index.find(section, a) : index.find(section, b, a);
  if (result.ok) return result.url + hash;
  const hint = result.suggestions.length ? ` Did you mean ${result.suggestions.map((s) => `"${s}"`).join(' or ')}?` : '';
  throw new Error(`[api-links] ${where}: broken API link "${link}": ${result.message}.${hint}`);
}

export default function remarkApiLinks(options: ApiLinksOptions = {}) {
  const modelsDir = options.modelsDir ?? 'api-models';
  return (tree: Root, file: VFileLike): void => {
    const filePath = file.path ?? file.history?.[file.history.length - 1];
    let index: ApiIndex | undefined;
    visit(tree, ['link', 'definition'] as const, (node: Link | Definition) => {
      if (!node.url?.startsWith('api:')) return;
      const version = versionOfFile(filePath);
      index ??= loadApiIndex(modelsDir, version, options.routeBases?.[version]);
      const line = node.position?.start?.line;
      const where = `${filePath ?? '<unknown file>'}${line ? `:${line}` : ''}`;
      const link = node.url;
      try {
        node.url = resolveApiLink(link, index, where);
      } catch (error) {
        if (options.onBrokenLink !== 'warn') throw error;
        console.warn((error as Error).message);
        return;
      }
      if (node.type === 'link' && !node.children?.length) {
        const name = link.replace(/^api:/, '').split('#')[0]!.split('/').pop()!;
        node.children = [{type: 'inlineCode', value: name}];
      }
    });
  };
}
