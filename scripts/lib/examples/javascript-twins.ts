/**
 * The JavaScript twins of a version's pages, for the code-example check: the site shows every ts/tsx block
 * beside the JavaScript that plugins/example-twins generates from it, so that JavaScript is compiled too (as
 * JavaScript, with checkJs, against the same packages, its imports checked by the same rules).
 *
 * Each page with TypeScript blocks gets a twin page whose ts/tsx blocks are replaced, fence and title
 * included, by their twins (`src/app/commands/ping.ts` becomes `src/app/commands/ping.js`), each on its
 * TypeScript block's line (a report's "block at line N" is the page's block), so the blocks of
 * one twin page still form one small project that imports itself by its JavaScript paths. Other blocks
 * (JavaScript already, such as 0.1.10's CommonJS examples) are left out of the twin page: they are checked
 * once, as they are.
 */
import {javascriptMeta, twinOf} from '../../../plugins/example-twins/src/public';
import {extractBlocks} from './extract';
import type {Failure, PageSource, VersionResult} from './check';

export {TWIN_SUFFIX} from './twin-suffix';
import {TWIN_SUFFIX} from './twin-suffix';

export interface TwinPages {
  pages: PageSource[];
  /** ts/tsx blocks that got a twin. */
  twins: number;
  /** Blocks whose twin could not be made (the TypeScript does not parse): reported by the TypeScript check. */
  skipped: number;
}

export function javascriptTwinPages(pages: readonly PageSource[]): TwinPages {
  const out: PageSource[] = [];
  let twins = 0;
  let skipped = 0;
  for (const page of pages) {
    const lines = page.source.split(/\r?\n/);
    const blocks = extractBlocks(page.page, page.source);
    const kept: string[] = [];
    for (const block of blocks) {
      if (block.lang !== 'ts' && block.lang !== 'tsx') continue;
      let twin;
      try {
        twin = twinOf(block.code, block.lang, block.title);
      } catch {
        skipped++;
        continue;
      }
      if (!twin) continue; // declaration file or types only: no twin on the site either
      twins++;
      // Each twin starts on its TypeScript block's line, so reports point at the block on the page.
      while (kept.length < block.fenceLine - 1) kept.push('');
      const fence = lines[block.fenceLine - 1]!;
      const [, indent = '', ticks = '```'] = /^(\s*)(`{3,}|~{3,})/.exec(fence) ?? [];
      kept.push(`${indent}${ticks}${twin.lang} ${javascriptMeta(block.meta)}`.trimEnd());
      for (const line of twin.code.replace(/\n$/, '').split('\n')) kept.push(line ? indent + line : line);
      kept.push(`${indent}${ticks}`);
    }
    if (kept.length > 0)
      out.push({page: page.page + TWIN_SUFFIX, source: kept.join('\n'), ...(page.version ? {version: page.version} : {})});
  }
  return {pages: out, twins, skipped};
}

/**
 * Errors that only say a value has no declared type, which JavaScript cannot declare: implicit `any`
 * (TS7005-7053), `unknown` or possibly-null values a TypeScript cast or `!` had narrowed (TS18046-18049,
 * TS2531-2533), and properties read from an object whose shape only a removed cast gave (TS2339 on `{}`).
 * Everything else (syntax, unknown names, missing exports, wrong arguments...) is a real error in a twin.
 */
export function isTypeOnlyTwinError(failure: Pick<Failure, 'page' | 'code' | 'message'>): boolean {
  if (!failure.page.endsWith(TWIN_SUFFIX)) return false;
  const code = Number(failure.code.replace(/^TS/, ''));
  if (code >= 7005 && code <= 7053) return true;
  if ((code >= 18046 && code <= 18049) || (code >= 2531 && code <= 2533)) return true;
  return code === 2339 && failure.message.includes("on type '{}'");
}

/** A version's result without the twins' type-only errors: blocks left with no failure count as compiled. */
export function withoutTypeOnlyTwinErrors<R extends VersionResult>(result: R): R {
  const failures = result.failures.filter((f) => !isTypeOnlyTwinError(f));
  if (failures.length === result.failures.length) return result;
  const failedBefore = new Set(result.failures.map((f) => `${f.page}:${f.fenceLine}`));
  const failedAfter = new Set(failures.map((f) => `${f.page}:${f.fenceLine}`));
  return {...result, failures, failed: failedAfter.size, compiled: result.compiled + (failedBefore.size - failedAfter.size)};
}
