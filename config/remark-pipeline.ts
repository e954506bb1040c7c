/**
 * The remark transforms of the site's pages, in the order they must run: the one place that order is decided.
 * The site config compiles the docs and the standalone pages with them, and the Markdown twins (llms-markdown)
 * are made with the same list minus the transforms that only change how a page looks.
 */
import type {PluggableList} from 'unified';
import {remarkApiLinks} from '../plugins/api-reference/src/public';
import {remarkKnownIssues} from '../plugins/known-issues/src/public';
import {remarkExampleTwins} from '../plugins/example-twins/src/public';
import {remarkDiscordPreviews} from '../plugins/discord-preview/src/index';
import {remarkDiagrams} from '../plugins/diagrams/src/public';
import {remarkStaticCode, remarkStaticHighlight, type StaticCodeThemes} from '../plugins/static-highlight/src/public';
import {remarkExampleHovers} from '../plugins/example-hovers/src/public';
import {remarkTwinSource} from '../plugins/llms-markdown/src/public';

/** Prism languages beyond prism-react-renderer's own, for the browser and for build-time highlighting. */
export const PRISM_LANGUAGES = ['bash', 'json', 'diff'];

export interface DocsRemarkPipeline {
  /** Run after Docusaurus's own transforms (admonitions, headings...), in this order. */
  remarkPlugins: PluggableList;
  /** Run before them. */
  beforeDefaultRemarkPlugins: PluggableList;
}

/**
 * The docs pages' transforms; `onBrokenApiLink` is what an unknown `api:` link does (fail or warn), `onStaleHovers`
 * what a page whose examples changed since the types on hover were compiled gets (a compile, or the data as it is).
 */
export function docsRemarkPipeline(options: {onBrokenApiLink: 'throw' | 'warn'; onStaleHovers: 'compile' | 'keep'}): DocsRemarkPipeline {
  // (Key order: the site config is serialised into the client bundle as written.)
  return {
    remarkPlugins: [
      // `api:<section>/<Name>` links in guide pages become the item's reference URL; unknown items fail.
      [remarkApiLinks, {modelsDir: 'api-models', onBrokenLink: options.onBrokenApiLink}],
      // Fenced `mermaid` blocks become static SVG.
      remarkDiagrams,
      // Examples that send a message show what Discord draws, read from the TypeScript example.
      remarkDiscordPreviews,
      // Every TypeScript example gets its JavaScript twin and a language switch.
      remarkExampleTwins,
      // Code is coloured at build time, after the twins exist so they are coloured too...
      [remarkStaticHighlight, {additionalLanguages: PRISM_LANGUAGES}],
      // ...and each identifier of an example then gets its type on hover, on the highlighter's tokens.
      [remarkExampleHovers, {onStale: options.onStaleHovers}],
    ],
    beforeDefaultRemarkPlugins: [
      // First, while the tree is as parsed: the page's Markdown twin is made from it (llms-markdown), so the
      // twins do not parse every page a second time.
      remarkTwinSource,
      // `<KnownIssue id="..." />` and `<KnownIssueList />` become the issue's warning box and a version's
      // list of issues (known-issues/<version>/<id>.md); before the defaults, so the box is a real admonition.
      [remarkKnownIssues, {dir: 'known-issues'}],
    ],
  };
}

/**
 * The standalone pages' transforms (src/pages): the build-time highlighting, and the static blocks (a fence with
 * the `static` flag: HTML and colours for both modes made here, `themes` being themeConfig.prism's two themes).
 */
export function pagesRemarkPlugins(themes: StaticCodeThemes): PluggableList {
  return [
    [remarkStaticHighlight, {additionalLanguages: PRISM_LANGUAGES}],
    [remarkStaticCode, {themes}],
  ];
}

/** The transforms that only change how a page looks: the Markdown twins keep plain code blocks without them. */
export const PRESENTATION_ONLY_REMARK_PLUGINS = [
  remarkDiagrams,
  remarkStaticHighlight,
  remarkDiscordPreviews,
  remarkExampleTwins,
  remarkExampleHovers,
];
