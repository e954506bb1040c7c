/**
 * Which API items and members each 1.x guide page uses: by its `api:` links, by the names its examples
 * import from CommandKit's packages, and by the member names its examples write after an item they use
 * (`commandkit.reloadCommands()`, `{ mode: ... }`). Used by the "What changed" pages, the drift report and
 * the confirmation check, so all three agree on what "a page uses an item" means.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {extractBlocks} from '../../../shared/code-blocks';
import type {ApiIndex} from '../model/lookup';
import type {ApiItem} from '../model/types';
import {memberHeading} from '../generate/render';
import {computeBlockFacts, type BlockFactsReader} from './block-facts';

export interface GuidePage {
  /** Doc id, `guide/commands/middlewares`. */
  id: string;
  source: string;
}

export interface BlockUse {
  /** 1-based page line of the block's opening fence. */
  line: number;
  items: Set<string>;
  /** item id -> member headings used in this block. */
  members: Map<string, Set<string>>;
}

export interface PageUse {
  page: string;
  /** Items used anywhere on the page (links and examples). */
  items: Set<string>;
  /** Items named by `api:` links. */
  linked: Set<string>;
  members: Map<string, Set<string>>;
  blocks: BlockUse[];
}

const API_LINK_RE = /\]\(\s*api:([^)\s#]+)|^\s*\[[^\]]+\]:\s*api:([^\s#]+)/gm;

/** Ids of the items a page's `api:` links name (unresolvable links are the build's business, skipped here). */
export function linkedItems(source: string, index: ApiIndex): Set<string> {
  const out = new Set<string>();
  for (const m of source.matchAll(API_LINK_RE)) {
    const parts = (m[1] ?? m[2])!.split('/').filter(Boolean);
    if (parts.length !== 2 && parts.length !== 3) continue;
    const found = parts.length === 2 ? index.find(parts[0]!, parts[1]!) : index.find(parts[0]!, parts[2]!, parts[1]!);
    if (found.ok) out.add(found.item.id);
  }
  return out;
}

/** The item an import of `name` (`default` for a default import) from `spec` gives, if it is one of ours. */
export function importedItem(index: ApiIndex, spec: string, name: string): ApiItem | undefined {
  return (
    index.items.find((i) => i.name === name && i.importPaths.includes(spec)) ??
    index.items.find((i) => i.aliases?.some((a) => a.name === name && a.importPaths.includes(spec)))
  );
}

/** The word a member is written as in code (`reloadCommands()` -> `reloadCommands`), or none. */
export function memberWord(heading: string): string | undefined {
  if (heading === 'constructor' || heading === '[index]' || heading.includes(' signature')) return undefined;
  return heading
    .replace(/^static /, '')
    .replace(/\(\)$/, '')
    .replace(/^["'[]|["'\]]$/g, '');
}

/** `facts` reads each example's imports and words (computeBlockFacts, or a cache of it: block-facts.ts). */
export function pageUse(page: GuidePage, index: ApiIndex, facts: BlockFactsReader = computeBlockFacts): PageUse {
  const linked = linkedItems(page.source, index);
  const use: PageUse = {page: page.id, items: new Set(linked), linked, members: new Map(), blocks: []};
  for (const block of extractBlocks(page.id, page.source)) {
    // Blocks written for the other release (the migration guide's "before" code) do not use 1.x's API.
    if (block.version && block.version !== '1.x') continue;
    const {imports, words: blockWords} = facts(block.code, block.lang);
    const items = new Set<string>();
    for (const ref of imports) {
      for (const name of ref.names) {
        const item = importedItem(index, ref.spec, name);
        if (item) items.add(item.id);
      }
    }
    const words = new Set(blockWords);
    const members = new Map<string, Set<string>>();
    for (const id of new Set([...items, ...linked])) {
      const item = index.byId.get(id);
      for (const m of item?.members ?? []) {
        const heading = memberHeading(m);
        const word = m.kind === 'constructor' ? (items.has(id) && words.has('new') ? item!.name : undefined) : memberWord(heading);
        if (!word || !words.has(word)) continue;
        if (!members.has(id)) members.set(id, new Set());
        members.get(id)!.add(heading);
      }
    }
    if (!items.size && !members.size) continue;
    use.blocks.push({line: block.fenceLine, items, members});
    for (const id of items) use.items.add(id);
    for (const [id, set] of members) {
      if (!use.members.has(id)) use.members.set(id, new Set());
      for (const h of set) use.members.get(id)!.add(h);
    }
  }
  return use;
}

export function usageIndex(
  pages: readonly GuidePage[],
  index: ApiIndex,
  facts: BlockFactsReader = computeBlockFacts,
): Map<string, PageUse> {
  return new Map(pages.map((p) => [p.id, pageUse(p, index, facts)]));
}

/** Every .md/.mdx page under a guide folder, with its doc id (`guide/<path without extension>`). */
export function readGuidePages(guideDir: string, idPrefix = 'guide'): GuidePage[] {
  const out: GuidePage[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true}).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${rel}/${entry.name}`);
      else if (/\.mdx?$/.test(entry.name))
        out.push({id: `${rel}/${entry.name.replace(/\.mdx?$/, '')}`, source: readFileSync(join(dir, entry.name), 'utf8')});
    }
  };
  if (existsSync(guideDir)) walk(guideDir, idPrefix);
  return out;
}
