/**
 * The drift report: what moving the documented 1.x commit from one commit to another changes for the site.
 * Pure: the API diff, guide usage, known-issue source lines and example results in, Markdown out.
 */
import type {SnapshotDiff} from '../../../plugins/api-reference/src/public';
import type {PageUse} from '../../../plugins/api-reference/src/public';
import {staleUses, type StaleUse} from './confirm';
import type {HistorySnapshot} from '../../../plugins/api-reference/src/public';

export interface SourceLineDrift {
  issue: string;
  source: string;
  /** `changed`: other text at that line; `moved`: the same text at another line; `gone`: the file is gone. */
  status: 'changed' | 'moved' | 'gone';
  before: string;
  after?: string;
  /** `moved`: the line now holding the text. */
  newLine?: number;
  /** The file was renamed (git's rename detection): its new path. */
  newPath?: string;
}

/** Compares a cited line's text between the two commits' versions of its file. */
export function sourceLineDrift(
  issue: string,
  source: string,
  line: number,
  before: string[] | undefined,
  after: string[] | undefined,
  movedTo?: string,
): SourceLineDrift | undefined {
  const old = before?.[line - 1];
  if (old === undefined) return undefined;
  if (!after) return {issue, source, status: 'gone', before: old.trim()};
  if (movedTo) {
    const found = after.findIndex((text) => old.trim() && text.trim() === old.trim());
    return found >= 0
      ? {issue, source, status: 'moved', before: old.trim(), newLine: found + 1, newPath: movedTo}
      : {issue, source, status: 'changed', before: old.trim(), after: after[line - 1]?.trim() ?? '', newPath: movedTo};
  }
  const now = after[line - 1];
  if (now !== undefined && now.trim() === old.trim()) return undefined;
  const matches = after.flatMap((text, i) => (old.trim() && text.trim() === old.trim() ? [i + 1] : []));
  // The nearest line with the same text: the code moved, the cited statement is still there.
  const nearest = matches.sort((a, b) => Math.abs(a - line) - Math.abs(b - line))[0];
  return nearest
    ? {issue, source, status: 'moved', before: old.trim(), newLine: nearest}
    : {issue, source, status: 'changed', before: old.trim(), after: now?.trim() ?? ''};
}

export interface ExampleFailure {
  page: string;
  line: number;
  message: string;
}

export interface DriftInput {
  fromLabel: string;
  toLabel: string;
  diff: SnapshotDiff;
  from: Pick<HistorySnapshot, 'items'>;
  to: Pick<HistorySnapshot, 'items'>;
  usage: ReadonlyMap<string, PageUse>;
  sourceLines: SourceLineDrift[] | {skipped: string};
  examples: {failures: ExampleFailure[]; summary: string} | {skipped: string};
  /** Seconds per step, for the record. */
  timings: Array<[string, number]>;
}

const name = (id: string) => id.split(':')[2]!;
const code = (t: string) => (t.includes('`') ? `\`\` ${t} \`\`` : `\`${t}\``);
const cell = (t: string) => code(t.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|'));

export function driftReport(input: DriftInput): string {
  const out = [`# Drift report: ${input.fromLabel} -> ${input.toLabel}`, ''];
  out.push(
    `What moving the documented 1.x commit from ${input.fromLabel} to ${input.toLabel} changes for this site. ` +
      "Written by `npm run docs:drift`; the API facts come from the two commits' extracted models, the guide usage " +
      'from the pages at the time of the run.',
    '',
  );
  out.push(...apiSection(input.diff));
  out.push(...pagesSection(input));
  out.push(...sourceLinesSection(input.sourceLines));
  out.push(...examplesSection(input.examples));
  out.push('## Time', '', '| step | seconds |', '| --- | --- |', ...input.timings.map(([step, s]) => `| ${step} | ${s.toFixed(1)} |`), '');
  return out.join('\n');
}

/** The counts of what changed in the API, then each kind of change listed. */
function apiSection(diff: DriftInput['diff']): string[] {
  const out = [
    '## API',
    '',
    `| change | items | members |`,
    `| --- | --- | --- |`,
    `| added | ${diff.addedItems.length} | ${diff.addedMembers.length} |`,
    `| removed | ${diff.removedItems.length} | ${diff.removedMembers.length} |`,
    `| signature changed | ${diff.changedItems.length} | ${diff.changedMembers.length} |`,
    `| renamed (old name still exported) | ${diff.renamedItems.length} | |`,
    '',
  ];
  if (diff.addedItems.length)
    out.push('### Items added', '', ...diff.addedItems.map((a) => `- ${code(a.id)}: ${cell(a.item.signature)}`), '');
  if (diff.removedItems.length)
    out.push('### Items removed', '', ...diff.removedItems.map((r) => `- ${code(r.id)}: ${cell(r.item.signature)}`), '');
  if (diff.renamedItems.length)
    out.push('### Items renamed', '', ...diff.renamedItems.map((r) => `- ${code(r.from)} -> ${code(r.to)}`), '');
  if (diff.changedItems.length)
    out.push(
      '### Item signatures changed',
      '',
      '| item | before | after |',
      '| --- | --- | --- |',
      ...diff.changedItems.map((c) => `| ${code(c.id)} | ${cell(c.before)} | ${cell(c.after)} |`),
      '',
    );
  if (diff.addedMembers.length)
    out.push(
      '### Members added',
      '',
      ...diff.addedMembers.map((m) => `- ${code(`${name(m.id)}.${m.member}`)} (${code(m.id)}): ${cell(m.signature)}`),
      '',
    );
  if (diff.removedMembers.length)
    out.push(
      '### Members removed',
      '',
      ...diff.removedMembers.map((m) => `- ${code(`${name(m.id)}.${m.member}`)} (${code(m.id)}): ${cell(m.signature)}`),
      '',
    );
  if (diff.changedMembers.length)
    out.push(
      '### Member signatures changed',
      '',
      '| member | before | after |',
      '| --- | --- | --- |',
      ...diff.changedMembers.map((c) => `| ${code(`${name(c.id)}.${c.member}`)} | ${cell(c.before)} | ${cell(c.after)} |`),
      '',
    );
  return out;
}

/** The guide pages that use a removed or changed item or member, with the example blocks that do. */
function pagesSection(input: DriftInput): string[] {
  const stale: StaleUse[] = [...input.usage.values()].flatMap((u) => staleUses(u, input.from, input.to));
  const pages = [...new Set(stale.map((s) => s.page))].sort();
  const out = ['## Guide pages and examples that use what changed', ''];
  if (!pages.length) return [...out, 'No guide page uses a removed or changed item or member.', ''];
  out.push(
    `${pages.length} pages use a removed or changed item or member. Each must be read against ${input.toLabel} and ` +
      'confirmed (`npm run docs:confirm -- <page>`) before the build accepts the move.',
    '',
  );
  out.push('| page | uses | examples (fence line) |', '| --- | --- | --- |');
  for (const page of pages) {
    const mine = stale.filter((s) => s.page === page);
    const use = input.usage.get(page)!;
    const lines = use.blocks
      .filter((b) => mine.some((s) => (s.member ? b.members.get(s.id)?.has(s.member) : b.items.has(s.id))))
      .map((b) => b.line);
    const linked = mine.some((s) => !s.member && use.linked.has(s.id));
    const uses = [...new Set(mine.map((s) => `${code(`${name(s.id)}${s.member ? `.${s.member}` : ''}`)} ${s.change}`))].join(', ');
    const examples = lines.length ? lines.map((l) => `L${l}`).join(', ') : '—';
    out.push(`| ${page} | ${uses} | ${examples}${linked ? ' (and an `api:` link)' : ''} |`);
  }
  out.push('');
  return out;
}

function sourceLinesSection(sourceLines: DriftInput['sourceLines']): string[] {
  const out = ['## Known issues whose cited source lines changed', ''];
  if ('skipped' in sourceLines) return [...out, `Not compared: ${sourceLines.skipped}`, ''];
  if (!sourceLines.length) return [...out, 'Every cited line has the same text at both commits.', ''];
  out.push('| issue | source | what happened |', '| --- | --- | --- |');
  for (const d of sourceLines) {
    const where = d.newPath ? ` of ${d.newPath} (the file was renamed)` : '';
    const what =
      d.status === 'gone'
        ? 'the file is gone (deleted, or moved beyond rename detection)'
        : d.status === 'moved'
          ? `same text now at line ${d.newLine}${where}`
          : `was ${cell(d.before)}, now ${cell(d.after ?? '')}${where}`;
    out.push(`| ${d.issue} | ${d.source} | ${what} |`);
  }
  out.push('');
  return out;
}

function examplesSection(examples: DriftInput['examples']): string[] {
  const out = ['## Examples compiled against the new model', ''];
  if ('skipped' in examples) return [...out, `Not run: ${examples.skipped}`, ''];
  out.push(examples.summary, '');
  if (examples.failures.length)
    out.push(...examples.failures.map((f) => `- ${f.page}:${f.line}: ${f.message.replace(/\s*\n\s*/g, ' ')}`), '');
  return out;
}
