/**
 * npm run check:examples [-- --version 1.x|0.1.10] [--verbose] [-- pages or folders...]
 *
 * Compiles every ts/tsx/js/jsx code block of the guide pages of both versions (see
 * scripts/lib/examples/check.ts): 0.1.10 against the published commandkit@0.1.10, 1.x against
 * declarations generated from api-models/1.x. Exits 1 on any failure.
 *
 * Writers' conventions in a block's meta:
 *   title="src/flags.ts"   the block is that file of the page's small project (other blocks of the
 *                          page may import it: `import { x } from '../../flags'`);
 *   partial                a fragment: only parsed, and its CommandKit imports checked against the model;
 *   version="0.1.10"       the block is written for the other version (e.g. "before" code in a
 *                          migration guide) and is compiled against that version.
 */
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import type {ApiVersion} from '../plugins/api-reference/src/public';
import {checkVersion, formatFailure, type PageSource, javascriptTwinPages, withoutTypeOnlyTwinErrors, KNOWN_GAPS, readExamplePages, VERSION_PAGES} from './lib/examples/index';

const siteDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const CACHE_DIR = '.examples-cache';

async function main(): Promise<number> {
  const {values, positionals} = parseArgs({options: {version: {type: 'string', multiple: true}, verbose: {type: 'boolean'}}, allowPositionals: true});
  const versions = (values.version ?? ['1.x', '0.1.10']) as ApiVersion[];
  const t0 = performance.now();
  let failed = 0;
  const summary: string[] = [];
  // Pages of every version: a block may be written for the other version (version="..." meta).
  const wanted = positionals.map((p) => resolve(p));
  const pages: PageSource[] = await readExamplePages(siteDir, wanted);
  // The JavaScript twins the site shows beside every TypeScript block are compiled too (as JavaScript).
  const twinPages = javascriptTwinPages(pages);
  pages.push(...twinPages.pages);
  for (const version of versions) {
    if (!VERSION_PAGES[version]) {
      console.error(`unknown version ${version}`);
      return 2;
    }
    const r = withoutTypeOnlyTwinErrors(await checkVersion(version, pages, {
      siteDir,
      cacheDir: resolve(siteDir, CACHE_DIR),
      knownGaps: KNOWN_GAPS,
      reportStaleGaps: wanted.length === 0,
    }));
    for (const f of r.failures) console.log(formatFailure(f));
    for (const a of r.runtimeAccepted) console.log(`~ ${a.page}:${a.line} ${a.name ? `'${a.name}' from ` : ''}'${a.spec}' fails at run time: the page shows known issue ${a.issue}`);
    for (const g of r.gapped) console.log(`~ ${g.page}:${g.line} ${g.code} model gap (${g.gap.item}): ${g.gap.reason}`);
    for (const e of r.globalErrors) console.log(`✗ ${version}: ${e}`);
    if (r.declarations) {
      const missing = Object.entries(r.declarations.missing).map(([m, names]) => `${m}: ${names.join(', ')}`);
      const d = r.declarations;
      const unresolved = Object.values(d.missing).reduce((n, names) => n + names.length, 0);
      console.log(
        `1.x declarations: ${d.files.length} modules${d.cached ? ' (cached)' : ''}, ${unresolved} names the model leaves unresolved (typed any), ${d.errors.length} type errors inside them${values.verbose ? '' : ' (--verbose lists them)'}`,
      );
      if (values.verbose) {
        for (const e of d.errors) console.log(`  ! ${e}`);
        console.log(`  unresolved:\n    ${missing.join('\n    ')}`);
      }
    }
    failed += r.failed + r.globalErrors.length;
    summary.push(
      `${version.padEnd(6)} ${String(r.pages).padStart(3)} pages with blocks, ${String(r.blocks).padStart(3)} blocks: ${r.compiled} compiled, ${r.partial} partial (parsed), ${r.failed} failed (${r.failures.length} errors)${r.gappedBlocks ? `, ${r.gappedBlocks} accepted with known model gaps` : ''}${r.runtimeAccepted.length ? `, ${r.runtimeAccepted.length} run-time failures covered by known issues` : ''} — ${(r.ms / 1000).toFixed(1)} s`,
    );
  }
  summary.push(`JavaScript twins: ${twinPages.twins} generated from ts/tsx blocks, compiled with the blocks above`);
  console.log(`\ncheck:examples\n  ${summary.join('\n  ')}\n  total ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
