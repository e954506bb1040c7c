/**
 * route-sections: the route table in every page's main bundle keeps only what the first render of most
 * pages needs. Docusaurus puts every route (path, component loader, chunk names: ~570 routes, about a
 * quarter of main.js gzipped) into main.js. This plugin moves the doc pages out, by folder: each group of
 * sibling pages (one API package's classes, one guide folder) becomes a section with a chunk of its own,
 * and the main table keeps a one-line stub per section.
 *
 * Production client builds only (the server render and `docusaurus start` use the stock files):
 * - configureWebpack reads the route files Docusaurus generated, plans the sections (plan.ts), writes the
 *   replacement modules into <generated>/route-sections (emit.ts) and aliases `@generated/routes`,
 *   `@generated/registry` and `@generated/routesChunkNames` to them;
 * - postBuild puts the page's own section chunk in each page as a script tag before main.js (html.ts), so
 *   the page renders without waiting for it; other sections load when a link to them is prefetched or
 *   followed (client/sections.ts).
 */
import {existsSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasFingerprint, cacheVersionPatch, type BundlerCacheConfig} from '../../shared/bundler-cache';
import {writeChangedFiles} from '../../shared/write-changed-files';
import {inPostBuildOrder} from '../../shared/post-build-order';
import {SectionChunkFiles} from './chunk-files';
import {CHUNK_NAMES_FILE, emitRouteModules, REGISTRY_FILE, ROUTES_FILE, type EmittedFiles} from './emit';
import {parseRegistryModule, parseRoutesChunkNames, parseRoutesModule} from './generated';
import {htmlFileOf, withSectionScript} from './html';
import type {PluginOptions} from './options';
import {planSections, type SectionPlan} from './plan';

export {validateOptions} from './options';
export type {Options, PluginOptions} from './options';

/** The sections of the route files in a generated-files folder, and the modules that replace those files. */
export function sectionModulesFor(
  generatedFilesDir: string,
  minRoutes: number,
  clientModule: string,
): {plan: SectionPlan; files: EmittedFiles} {
  const read = (name: string) => readFileSync(path.join(generatedFilesDir, name), 'utf8');
  const plan = planSections(parseRoutesModule(read('routes.js')), minRoutes);
  const files = emitRouteModules({
    plan,
    registry: parseRegistryModule(read('registry.js')),
    routesChunkNames: parseRoutesChunkNames(read('routesChunkNames.json')),
    clientModule,
  });
  return {plan, files};
}

/** Exact-match aliases from the generated route files to their replacements. */
export function routeModuleAliases(dir: string): Record<string, string> {
  return {
    '@generated/routes$': path.join(dir, ROUTES_FILE),
    '@generated/registry$': path.join(dir, REGISTRY_FILE),
    '@generated/routesChunkNames$': path.join(dir, CHUNK_NAMES_FILE),
  };
}

function writeAtomically(file: string, text: string): void {
  // Other postBuild steps (the search indexer) read the pages at the same time: they must never see half a file.
  const temporary = `${file}.route-sections.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

export default function routeSectionsPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const clientModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client', 'sections.ts');
  const modulesDir = path.join(context.generatedFilesDir, 'route-sections');
  let current: {plan: SectionPlan; chunkFiles: SectionChunkFiles} | undefined;

  return {
    name: 'route-sections',

    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') {
        return {};
      }
      const {plan, files} = sectionModulesFor(context.generatedFilesDir, options.minRoutesPerSection, clientModule);
      // Unchanged modules keep their time, which Rspack's persistent cache checks.
      writeChangedFiles(modulesDir, files);
      const aliases = routeModuleAliases(modulesDir);
      // Ahead of Docusaurus's own `@generated` alias, which would otherwise resolve these requests first.
      config.resolve = {...config.resolve, alias: {...aliases, ...(config.resolve?.alias as Record<string, string>)}};
      const chunkFiles = new SectionChunkFiles(new Set(plan.sections.map((section) => section.chunkName)));
      current = {plan, chunkFiles};
      return {
        plugins: [chunkFiles],
        ...cacheVersionPatch(config as BundlerCacheConfig, `route-sections-${aliasFingerprint(aliases)}`),
      };
    },

    postBuild({outDir, siteConfig}) {
      // Steps that read the pages run after this one: plugins/shared/post-build-order.ts.
      return inPostBuildOrder('route-sections', outDir, () => {
        if (current) addSectionScripts(outDir, siteConfig.trailingSlash, current);
      });
    },
  };

  function addSectionScripts(
    outDir: string,
    trailingSlash: boolean | undefined,
    {plan, chunkFiles}: {plan: SectionPlan; chunkFiles: SectionChunkFiles},
  ): void {
    let pages = 0;
    for (const section of plan.sections) {
      const chunkFile = chunkFiles.files.get(section.chunkName);
      if (!chunkFile) {
        throw new Error(`route-sections: the bundler emitted no file for section chunk ${section.chunkName} (${section.parentPath}/).`);
      }
      for (const route of section.routes) {
        const page = htmlFileOf(route.path, context.baseUrl, trailingSlash);
        const file = path.join(outDir, page);
        if (existsSync(file)) {
          writeAtomically(file, withSectionScript(readFileSync(file, 'utf8'), `${context.baseUrl}${chunkFile}`, page));
          pages += 1;
        }
      }
    }
    console.log(`[route-sections] ${plan.sections.length} sections; ${pages} pages load their own section before main.js`);
  }
}
