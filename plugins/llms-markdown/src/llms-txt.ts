/**
 * /llms.txt (the llms.txt convention: a title, a one-paragraph summary in a blockquote, then H2 sections of
 * links with a short note each) and the full-text files that hold every twin of one version and kind.
 */
import type {DocPage, PageKind} from './pages';

export interface SiteSummary {
  title: string;
  summary: string;
  /** The site's origin and base path, e.g. https://commandkit.dev and /. */
  origin: string;
  baseUrl: string;
}

export interface FullTextFile {
  /** File name at the site root, e.g. llms-full.txt. */
  fileName: string;
  version: string;
  kind: PageKind;
  /** What the file holds, as its title line says. */
  label: string;
}

/** The Markdown twin of a page lives beside it: `<page URL>.md`. */
export const twinPath = (permalink: string): string => `${permalink.replace(/\/$/, '')}.md`;

export const siteUrl = (site: Pick<SiteSummary, 'origin' | 'baseUrl'>, path: string): string => `${site.origin.replace(/\/+$/, '')}${path}`;

/** The full-text files: one per version and kind, the latest guide at the conventional /llms-full.txt. */
export function fullTextFiles(pages: readonly DocPage[]): FullTextFile[] {
  const files: FullTextFile[] = [];
  const versions = [...new Map(pages.map((page) => [page.version, page])).values()];
  for (const first of versions) {
    const suffix = first.latest ? '' : `-${first.versionLabel}`;
    for (const kind of ['guide', 'api'] as const) {
      if (!pages.some((page) => page.version === first.version && page.kind === kind)) continue;
      files.push({
        fileName: kind === 'guide' ? `llms-full${suffix}.txt` : `llms-api${suffix}.txt`,
        version: first.version,
        kind,
        label: `${kind === 'guide' ? 'Guide' : 'API reference'} for version ${first.versionLabel}${first.latest ? '' : ' (older release)'}`,
      });
    }
  }
  return files;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return groups;
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

function linkLine(page: DocPage, site: SiteSummary): string {
  const note = oneLine(page.description);
  return `- [${oneLine(page.title)}](${siteUrl(site, twinPath(page.permalink))})${note ? `: ${note}` : ''}`;
}

export function llmsTxt(pages: readonly DocPage[], site: SiteSummary, files: readonly FullTextFile[] = fullTextFiles(pages)): string {
  const lines: string[] = [`# ${site.title}`, '', `> ${oneLine(site.summary)}`, ''];
  lines.push(
    'Every link below is the Markdown version of a page; the same address without `.md` is the HTML page. ' +
      'Each version and part of the documentation is also available as one file:',
    '',
    ...files.map((file) => `- [${file.label}](${siteUrl(site, `${site.baseUrl}${file.fileName}`)})`),
    '',
  );
  const versions = [...groupBy(pages, (page) => page.version).values()];
  for (const versionPages of versions) {
    const {versionLabel, latest} = versionPages[0]!;
    const older = latest ? '' : ' (older release)';
    for (const [kind, kindPages] of groupBy(versionPages, (page) => page.kind)) {
      const part = kind === 'guide' ? 'Guide' : 'API reference';
      for (const [section, sectionPages] of groupBy(kindPages, (page) => page.section)) {
        const heading = section === part ? `${part} ${versionLabel}${older}` : `${part} ${versionLabel}${older}: ${section}`;
        lines.push(`## ${heading}`, '', ...sectionPages.map((page) => linkLine(page, site)), '');
      }
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** One full-text file: a title, then every twin of its pages, each headed by its URL. */
export function fullText(file: FullTextFile, site: SiteSummary, twins: ReadonlyArray<{page: DocPage; markdown: string}>): string {
  const parts = twins
    .filter(({page}) => page.version === file.version && page.kind === file.kind)
    .map(({page, markdown}) => `Source: ${siteUrl(site, page.permalink)}\n\n${markdown.trim()}\n`);
  return [`# ${site.title}: ${file.label}\n`, ...parts].join('\n---\n\n');
}
