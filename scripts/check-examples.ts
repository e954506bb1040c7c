/**
 * npm run check:examples [-- --version 1.x|0.1.10] [--verbose] [-- pages or folders...]
 *
 * Compiles every ts/tsx/js/jsx code block of the guide pages of both versions (see
 * scripts/lib/examples/check.ts): 0.1.10 against the published commandkit@0.1.10, 1.x in a reader's
 * project holding the framework built from source at the documented commit (framework/src, cached after the
 * first build) and every package the 1.x guide's install lines name, with the framework template's compiler
 * options. Then checks what those install lines resolve to (check-installs.ts). Exits 1 on any failure.
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
import {
  checkVersion,
  formatFailure,
  type PageSource,
  javascriptTwinPages,
  withoutTypeOnlyTwinErrors,
  readExamplePages,
  checkInstalls,
  VERSION_PAGES,
} from './lib/examples/index';

const siteDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const CACHE_DIR = '.examples-cache';

async function main(): Promise<number> {
  const {values, positionals} = parseArgs({
    options: {version: {type: 'string', multiple: true}, verbose: {type: 'boolean'}},
    allowPositionals: true,
  });
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
    const r = withoutTypeOnlyTwinErrors(
      await checkVersion(version, pages, {
        siteDir,
        cacheDir: resolve(siteDir, CACHE_DIR),
        log: (line) => console.log(line),
      }),
    );
    for (const f of r.failures) console.log(formatFailure(f));
    for (const a of r.runtimeAccepted)
      console.log(
        `~ ${a.page}:${a.line} ${a.name ? `'${a.name}' from ` : ''}'${a.spec}' fails at run time: the page shows known issue ${a.issue}`,
      );
    for (const a of r.typesAccepted)
      console.log(
        `~ ${a.page}: '${a.spec}' has no declarations under the template's moduleResolution: the page shows ` +
          `known issue ${a.issue}, compiled with its workaround`,
      );
    for (const e of r.globalErrors) console.log(`✗ ${version}: ${e}`);
    if (r.readerProject) {
      const {framework, dependencies, lines} = r.readerProject;
      const installed = Object.keys(dependencies).map((name) => `${name}@${framework.consumer.installed[name] ?? '?'}`);
      console.log(
        `1.x reader's project${framework.consumer.reused ? ' (cached)' : ''}: ` +
          `${framework.packed.packages.length} framework packages packed at ${framework.packed.source}, ` +
          `${installed.join(', ')}`,
      );
      // Install lines that work: what they installed must suit the documented framework.
      const problems = checkInstalls(r.readerProject);
      for (const p of problems) console.log(`✗ ${p.page}:${p.line} install: ${p.message}`);
      failed += problems.length;
      summary.push(
        `1.x install lines: ${lines.length} lines, ${lines.reduce((n, l) => n + l.packages.length, 0)} ` +
          `packages, ${problems.length} problems`,
      );
    }
    failed += r.failed + r.globalErrors.length;
    summary.push(
      `${version.padEnd(6)} ${String(r.pages).padStart(3)} pages with blocks, ${String(r.blocks).padStart(3)} blocks: ${r.compiled} compiled, ${r.partial} partial (parsed), ${r.failed} failed (${r.failures.length} errors)${r.runtimeAccepted.length ? `, ${r.runtimeAccepted.length} run-time failures covered by known issues` : ''} — ${(r.ms / 1000).toFixed(1)} s`,
    );
  }
  summary.push(`JavaScript twins: ${twinPages.twins} generated from ts/tsx blocks, compiled with the blocks above`);
  console.log(`\ncheck:examples\n  ${summary.join('\n  ')}\n  total ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
