/**
 * The import line that works when the bot runs, and the warnings, from the run-time facts (runtime.json read
 * through the api-reference model's importAdvice, the same decision the item pages show).
 */
import {hasValue, importAdvice, READER_MODES, type RuntimeFacts} from '../../../plugins/api-reference/src/public';
import type {ApiItem} from '../../../plugins/api-reference/src/public';

export interface ImportFacts {
  /** `import { X } from 'path';` (`import type` when the name has no value at run time). */
  line: string;
  path: string;
  /** The name has a value in its types but no import path gives it when the bot runs. */
  typeOnly: boolean;
  /** Import paths that throw while loading, with the error. */
  failingPaths: Array<{path: string; error: string}>;
  /** Warnings a reader must see before using the line. */
  warnings: string[];
  /** Other paths that export the name and work. */
  alsoFrom: string[];
}

const loaders = (facts: RuntimeFacts) => (READER_MODES[facts.version].length === 1 ? 'an `import`' : '`import` or `require()`');

export function importFacts(item: ApiItem, runtime: RuntimeFacts | undefined): ImportFacts | undefined {
  if (!item.primaryImport) return undefined;
  const typeKind = item.kind === 'interfaces' || (item.kind === 'types' && !item.value);
  const advice = importAdvice(item, runtime);
  if (!advice || !runtime || !hasValue(item)) {
    return {
      line: `import ${typeKind ? 'type ' : ''}{ ${item.name} } from '${item.primaryImport}';`,
      path: item.primaryImport,
      typeOnly: false,
      failingPaths: [],
      warnings: [],
      alsoFrom: item.importPaths.filter((p) => p !== item.primaryImport),
    };
  }
  const warnings: string[] = [];
  if (advice.typeOnly) {
    warnings.push(
      `Type only at run time: the type declarations give \`${item.name}\` a value, but the built JavaScript of ${advice.missingAt.map((p) => `\`${p}\``).join(', ')} does not export it in ${runtime.version}; ${loaders(runtime)} of it as a value gets undefined or stops the module from loading. Use it in type positions only.`,
    );
  }
  for (const {path, error} of advice.failing) {
    const instead =
      path === advice.path
        ? `No other entry point gives \`${item.name}\`: see the known issue for what to do instead.`
        : `Import \`${item.name}\` from \`${advice.path}\` instead.`;
    warnings.push(
      `Fails at run time: \`${path}\` fails to load in ${runtime.version}; ${loaders(runtime)} of it throws \`${error}\`. ${instead}`,
    );
  }
  const failing = new Set(advice.failing.map((f) => f.path));
  const missing = advice.missingAt.filter((p) => p !== advice.path);
  if (missing.length && !advice.typeOnly) {
    warnings.push(
      `${missing.map((p) => `\`${p}\``).join(', ')} declare \`${item.name}\` in types only; at run time import it from \`${advice.path}\`.`,
    );
  }
  return {
    line: `import ${advice.typeOnly ? 'type ' : ''}{ ${item.name} } from '${advice.path}';`,
    path: advice.path,
    typeOnly: advice.typeOnly,
    failingPaths: advice.failing,
    warnings,
    alsoFrom: item.importPaths.filter((p) => p !== advice.path && !failing.has(p) && !advice.missingAt.includes(p)),
  };
}
