/**
 * Writes the list of one commit in config/legacy-urls.data.json: every URL of the framework's own documentation
 * site at that commit, derived from its file tree (apps/website/docs and the 0.1.10 versioned docs), plus "/" and
 * "/search". The lists of the other commits in LEGACY_COMMITS are kept.
 *   npm run links:legacy -- --source <checkout of underctrl-io/commandkit> --commit <short commit of that checkout>
 * The lists are data: never edit them by hand. tests/unit/legacy-links.test.ts and the browser tests walk them.
 */
import {existsSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {docUrl, frontMatterValue} from './lib/links/docusaurus-urls';
import {assertFrameworkCheckout} from '../plugins/api-reference/src/public';
import {LEGACY_COMMITS, LEGACY_URLS_FILE, readLegacyLists, type LegacyUrl, type LegacyUrlList} from '../config/legacy-urls';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.mdx?$/.test(name) && !name.startsWith('_') ? [path] : [];
  });
}

const sourceIndex = process.argv.indexOf('--source');
const root = assertFrameworkCheckout(sourceIndex > 0 ? process.argv[sourceIndex + 1] : undefined);
const commitIndex = process.argv.indexOf('--commit');
const commit = commitIndex > 0 ? process.argv[commitIndex + 1] : undefined;
if (!commit || !(LEGACY_COMMITS as readonly string[]).includes(commit)) {
  throw new Error(
    `--commit must name the checkout's commit, one of ${LEGACY_COMMITS.join(', ')} (config/legacy-urls.ts), got ${commit ?? 'nothing'}`,
  );
}
const website = join(root, 'apps', 'website');
const versions = [
  {folder: join(website, 'docs'), base: '/docs', version: '1.x' as const},
  {folder: join(website, 'versioned_docs', 'version-0.1.10'), base: '/docs/v0', version: '0.1.10' as const},
];

const urls: LegacyUrl[] = [
  {url: '/', source: 'apps/website/src/pages/index.tsx'},
  {url: '/search', source: '(search page of the theme)'},
];
for (const {folder, base, version} of versions) {
  for (const file of walk(folder)) {
    const text = readFileSync(file, 'utf8');
    const relativeFile = relative(folder, file).replace(/\\/g, '/');
    const entry: LegacyUrl = {
      url: docUrl(relativeFile, base, frontMatterValue(text, 'slug')),
      source: relative(root, file).replace(/\\/g, '/'),
      version,
    };
    const title = frontMatterValue(text, 'title');
    if (title && relativeFile.startsWith('api-reference/')) entry.title = title;
    urls.push(entry);
  }
}
urls.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
const duplicates = urls.filter((u, i) => i > 0 && urls[i - 1].url === u.url);
if (duplicates.length) throw new Error(`Two files give one URL: ${duplicates.map((d) => d.url).join(', ')}`);
const others = existsSync(LEGACY_URLS_FILE)
  ? readLegacyLists().filter((l) => l.commit !== commit && (LEGACY_COMMITS as readonly string[]).includes(l.commit))
  : [];
const lists: LegacyUrlList[] = [...others, {commit, urls}].sort(
  (a, b) => LEGACY_COMMITS.indexOf(a.commit as never) - LEGACY_COMMITS.indexOf(b.commit as never),
);
writeFileSync(LEGACY_URLS_FILE, JSON.stringify({lists}, null, 1) + '\n');
console.log(
  `${urls.length} URLs of the framework's site at ${commit} -> ${LEGACY_URLS_FILE} (lists: ${lists.map((l) => `${l.commit} ${l.urls.length}`).join(', ')})`,
);
