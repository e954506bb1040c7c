/**
 * The import part of an item page, told as Node runs it (model/runtime.ts), not only as the types declare it:
 * - the first import line shown is one that loads and gives the name at run time, when one exists;
 * - a name with a value in its declarations that no entry gives at run time is shown with `import type`
 *   and a warning saying so;
 * - an entry point that fails to load gets a warning naming the error, with the known issue that covers it
 *   (`<KnownIssue id>`, whose box carries the workaround) or a generated sentence saying no workaround is
 *   recorded;
 * - other paths are listed as working, or as declared-but-not-given at run time;
 * - an export alias is shown as an import line, and a default export only where a default import really
 *   gets the item at run time; elsewhere a warning says what it binds instead (aliasSentences).
 */
import type {ApiItem} from '../model/types';
import {
  defaultImportFacts,
  describeDefault,
  hasValue,
  importAdvice,
  READER_MODES,
  type DefaultImport,
  type RuntimeFacts,
} from '../model/runtime';

export interface ImportFacts {
  runtime?: RuntimeFacts;
  /** Known issue id covering each import path (issues whose `entries` list it), for this version. */
  issueByEntry?: ReadonlyMap<string, string>;
}

function isTypeOnlyKind(item: ApiItem): boolean {
  return item.kind === 'interfaces' || (item.kind === 'types' && !item.value);
}

function line(name: string, path: string, typeOnly: boolean): string {
  return `import ${typeOnly ? 'type ' : ''}{ ${name} } from '${path}';`;
}

const code = (s: string) => `\`${s}\``;
const list = (paths: string[]) => paths.map(code).join(', ');

/** How readers load the version, for the sentences. */
function howLoaded(facts: RuntimeFacts): string {
  return READER_MODES[facts.version].length === 1 ? 'an `import`' : '`import` or `require()`';
}

/** Markdown lines of the import part of an item page ([] for items without a public import path). */
export function importSection(item: ApiItem, facts: ImportFacts): string[] {
  if (!item.primaryImport) return [];
  const runtime = facts.runtime;
  const advice = importAdvice(item, runtime);
  if (!advice || !runtime || !hasValue(item)) {
    const out = ['```ts partial', line(item.name, item.primaryImport, isTypeOnlyKind(item)), '```', ''];
    const others = item.importPaths.filter((p) => p !== item.primaryImport);
    if (others.length) out.push(`Also exported from ${list(others)}.`, '');
    return out;
  }
  const out: string[] = ['```ts partial', line(item.name, advice.path, advice.typeOnly), '```', ''];
  const failingPaths = new Set(advice.failing.map((f) => f.path));
  const working = item.importPaths.filter((p) => p !== advice.path && !failingPaths.has(p) && !advice.missingAt.includes(p));
  if (working.length) out.push(`Also exported from ${list(working)}.`, '');
  if (advice.typeOnly) {
    out.push(
      ':::warning Type only at run time',
      '',
      `The package's type declarations give \`${item.name}\` a value, but the built JavaScript of ` +
        `${list(advice.missingAt)} does not export it in ${runtime.version}: ` +
        `${howLoaded(runtime)} of it as a value gets \`undefined\` or stops the module from loading. Use the ` +
        `name only in type positions, as above.`,
      '',
      ':::',
      '',
    );
    for (const id of new Set(advice.missingAt.map((p) => facts.issueByEntry?.get(p)).filter((x): x is string => Boolean(x))))
      out.push(`<KnownIssue id="${id}" />`, '');
    return out;
  }
  const missing = advice.missingAt.filter((p) => p !== advice.path);
  if (missing.length) {
    out.push(
      `${list(missing)} also declare${missing.length === 1 ? 's' : ''} \`${item.name}\` in ` +
        `${missing.length === 1 ? 'its' : 'their'} types, but ${missing.length === 1 ? 'does' : 'do'} not ` +
        `give it at run time in ${runtime.version}: import it from \`${advice.path}\`.`,
      '',
    );
  }
  for (const {path, error} of advice.failing) {
    const issue = facts.issueByEntry?.get(path);
    const only = path === advice.path;
    out.push(
      ':::danger Fails at run time',
      '',
      `\`${path}\` fails to load in ${runtime.version}: ${howLoaded(runtime)} of it throws \`${error.replace(/`/g, "'")}\`.` +
        (only
          ? issue
            ? ' The known issue below says what to do instead.'
            : ` No other entry point exports \`${item.name}\` and no workaround is recorded: code that imports it ` +
              `cannot run at this version.`
          : ` Import \`${item.name}\` from \`${advice.path}\` instead.`),
      '',
      ':::',
      '',
    );
    if (issue) out.push(`<KnownIssue id="${issue}" />`, '');
  }
  return out;
}

/** Does a default import that binds `binding` get the item itself? */
function bindsItem(binding: DefaultImport, item: ApiItem): boolean {
  return binding.binds === 'export' ? binding.name === item.name : binding.binds === 'value';
}

/**
 * Lines for the item's export aliases ("Also exported as `Alias` from `path`"; `default` = the default export),
 * each followed by a blank line. A default export is offered as `import X from 'path'` only where the run-time
 * facts say that import gets the item the way readers load the version; where it binds something else (the
 * CommonJS `module.exports` object under ESM), a warning says so, with the known issue whose `entries` list
 * `<path>#default`.
 */
export function aliasSentences(item: ApiItem, facts: ImportFacts = {}): string[] {
  const out: string[] = [];
  for (const alias of item.aliases ?? []) {
    if (alias.name !== 'default') {
      out.push(
        `Also exported as \`${alias.name}\` from ${list(alias.importPaths)}: \`import { ${alias.name} } from '${alias.importPaths[0]}';\`.`,
        '',
      );
      continue;
    }
    const runtime = facts.runtime;
    const working: string[] = [];
    const wrong: Array<{path: string; binding: DefaultImport}> = [];
    for (const path of alias.importPaths) {
      // No facts, or the entry does not load (the import section warns about that): nothing to add here.
      const modes = runtime ? defaultImportFacts(runtime, path) : [];
      if (runtime && modes.length < READER_MODES[runtime.version].length) continue;
      const bad = modes.find((m) => !bindsItem(m.binding, item));
      if (bad) wrong.push({path, binding: bad.binding});
      else working.push(path);
    }
    if (working.length) out.push(`Also the default export of ${list(working)}: \`import ${item.name} from '${working[0]}';\`.`, '');
    for (const {path, binding} of wrong) {
      out.push(
        ':::warning Default import fails at run time',
        '',
        `The type declarations also make \`${item.name}\` the default export of \`${path}\`, but at run time in ${runtime!.version} ` +
          `a default import of \`${path}\` binds ${describeDefault(binding, path)}, not \`${item.name}\`. ` +
          `Import \`${item.name}\` by name, as above.`,
        '',
        ':::',
        '',
      );
      const issue = facts.issueByEntry?.get(`${path}#default`);
      if (issue) out.push(`<KnownIssue id="${issue}" />`, '');
    }
  }
  return out;
}
