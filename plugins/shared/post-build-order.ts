/**
 * The postBuild steps that read what another step writes, and the order they run in: the one place that order
 * is decided (as config/remark-pipeline.ts decides the remark order).
 *
 * Docusaurus starts every plugin's postBuild at once. The steps listed here wrap their work in
 * `inPostBuildOrder(step, outDir, work)`, which starts `work` once every earlier step of this build has finished.
 * The other postBuild steps do not wait: the search index (local-search) reads the pages while route-sections
 * rewrites them (it writes each page atomically and adds only a script tag, which no record holds), and
 * llms-markdown, social-cards and robots-txt write files of their own that no other step reads.
 */

export const POST_BUILD_ORDER = [
  // Adds each page's own route-section script tag to the built pages.
  'route-sections',
  // Copies every page to `<path>/` and `<path>/index.html`: the copies must carry that script tag.
  'url-forms',
  // Precaches the shell pages' scripts, read from the pages once the script tags are in.
  'offline',
] as const;

export type OrderedPostBuildStep = (typeof POST_BUILD_ORDER)[number];

/** The steps of one build (one output folder): each step's completion, set when its postBuild starts. */
type BuildSteps = Map<OrderedPostBuildStep, Promise<unknown>>;

// Kept on globalThis: the plugins may load this module through different module instances (the site config's
// loader and the plugins' own), and they must still meet in one table.
const REGISTRY = Symbol.for('commandkit-docs.post-build-order');
const builds: Map<string, BuildSteps> = ((globalThis as Record<symbol, unknown>)[REGISTRY] ??= new Map()) as Map<string, BuildSteps>;

/**
 * Runs a step's work after the earlier steps of the same build. Call it first thing in the plugin's postBuild,
 * before any `await`: the steps started together register before any of them looks at the others. An earlier
 * step whose plugin is not in the build (a test site) is not waited for.
 */
export async function inPostBuildOrder<T>(step: OrderedPostBuildStep, outDir: string, work: () => Promise<T> | T): Promise<T> {
  const steps = builds.get(outDir) ?? new Map();
  builds.set(outDir, steps);
  let finished!: () => void;
  steps.set(step, new Promise<void>((resolve) => (finished = resolve)));
  try {
    // Every postBuild Docusaurus starts in the same pass has registered once this resolves.
    await new Promise((resolve) => setImmediate(resolve));
    const earlier = POST_BUILD_ORDER.slice(0, POST_BUILD_ORDER.indexOf(step));
    await Promise.all(earlier.map((name) => steps.get(name)));
    return await work();
  } finally {
    // Also on failure: the build fails through this step's rejection, not by the later steps waiting forever.
    finished();
  }
}
