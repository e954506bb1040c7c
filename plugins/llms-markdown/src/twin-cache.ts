/**
 * Twins kept between builds: a warm build converts only the pages whose twin could have changed. A twin
 * depends on the page (text, title, description, address), on the converter's code, on the remark plugins
 * and on the address of every other page (links): all of it goes into the key.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {PluggableList} from 'unified';
import type {DocPage} from './pages';

const CONVERTER_FILES = [
  'convert.ts',
  'components.ts',
  'links.ts',
  'jsx-props.ts',
  'mdast.ts',
  '../../shared/package-install.ts',
  '../../shared/api-page-props.ts',
];

function pluginFingerprint(plugins: PluggableList): string {
  return JSON.stringify(plugins, (_key, value: unknown) => (typeof value === 'function' ? value.toString() : value));
}

/** What every twin of this build depends on besides its own page. */
export function buildFingerprint(pages: readonly DocPage[], remarkPlugins: PluggableList, site: {origin: string; baseUrl: string}): string {
  const hash = createHash('sha256');
  for (const file of CONVERTER_FILES) hash.update(readFileSync(fileURLToPath(new URL(file, import.meta.url))));
  hash.update(pluginFingerprint(remarkPlugins));
  hash.update(JSON.stringify([site.origin, site.baseUrl, pages.map((page) => [page.sourceFile, page.permalink])]));
  return hash.digest('hex');
}

export function twinKey(fingerprint: string, page: DocPage, body: string): string {
  return createHash('sha256')
    .update(fingerprint)
    .update(JSON.stringify([page.title, page.description, page.permalink, page.sourceFile]))
    .update(body)
    .digest('hex')
    .slice(0, 32);
}

export class TwinCache {
  private readonly entries: Record<string, string>;
  private readonly used: Record<string, string> = {};

  constructor(private readonly file: string | undefined) {
    let entries: Record<string, string> = {};
    try {
      if (file) entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    } catch {
      // no cache yet, or an unreadable one: every twin is made again
    }
    this.entries = entries;
  }

  get(key: string): string | undefined {
    const value = this.entries[key];
    if (value !== undefined) this.used[key] = value;
    return value;
  }

  set(key: string, markdown: string): void {
    this.used[key] = markdown;
  }

  /** Keeps only this build's twins (the cache does not grow with every edit). */
  save(): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), {recursive: true});
    writeFileSync(`${this.file}.tmp`, JSON.stringify(this.used));
    renameSync(`${this.file}.tmp`, this.file);
  }
}
