/**
 * The Markdown twins in the build (plugins/llms-markdown writes `<page>.md` beside every doc page): reading one,
 * and the list of all of them for "did you mean" when a path has no page.
 */
import {existsSync} from 'node:fs';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {closest} from '../../../plugins/api-reference/src/public';
import {absoluteUrl, twinOf, type SiteLocation} from '../site';
import {ToolInputError} from '../tool-error';
import {pageAddress, type PageAddress} from './page-address';

export interface PageTwin extends PageAddress {
  url: string;
  markdownUrl: string;
  title: string;
  markdown: string;
}

export class Twins {
  private paths: Promise<string[]> | null = null;

  constructor(private readonly site: SiteLocation) {}

  /** Site paths of every page that has a twin (read once, on the first miss). */
  private allPaths(): Promise<string[]> {
    this.paths ??= readdir(path.join(this.site.buildDir, 'docs'), {recursive: true}).then((files) =>
      files.filter((file) => file.endsWith('.md')).map((file) => `/docs/${file.slice(0, -3).split(path.sep).join('/')}`),
    );
    return this.paths;
  }

  async read(input: string): Promise<PageTwin> {
    const address = pageAddress(input, this.site);
    const file = path.join(this.site.buildDir, `${address.sitePath.slice(1)}.md`);
    if (!existsSync(file)) {
      const near = closest(address.sitePath, await this.allPaths());
      const hint = near.length
        ? `did you mean ${near.map((p) => absoluteUrl(this.site, p)).join(', ')}?`
        : 'search_docs finds pages by topic.';
      throw new ToolInputError(`no documentation page at ${absoluteUrl(this.site, address.sitePath)}: ${hint}`);
    }
    const markdown = await readFile(file, 'utf8');
    const url = absoluteUrl(this.site, address.sitePath);
    return {...address, url, markdownUrl: twinOf(url), title: /^# (.+)$/m.exec(markdown)?.[1] ?? address.sitePath, markdown};
  }
}
