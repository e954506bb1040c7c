/**
 * What a reproduction run means. A reproduction asserts the defect its issue describes, with node:assert:
 * an assertion that fails means the framework no longer behaves as the issue says (the issue is stale);
 * any other error means the reproduction itself is broken. A workaround asserts the correct behaviour and
 * must pass.
 *
 * An issue marked fixed (`fixed_in:` in its file) keeps its reproduction as the proof: at the documented commit
 * the reproduction's assertion must now fail ('fixed'). If the defect shows again the issue has 'regressed', and
 * the check fails so that the mark is taken off. Its workaround is not run: nothing needs working around.
 */

export interface StepResult {
  ok: boolean;
  /** The step threw an AssertionError (the behaviour asserted did not happen). */
  assertion?: boolean;
  message?: string;
  /** The step was missing from the module. */
  missing?: boolean;
  timedOut?: boolean;
}

export type IssueVerdict = 'reproduced' | 'stale' | 'broken' | 'missing' | 'fixed' | 'regressed';

export interface IssueOutcome {
  id: string;
  version: string;
  file: string;
  verdict: IssueVerdict;
  /** `true` when the workaround ran and passed, a reason string when the issue declares none, `false` when it failed. */
  workaround: boolean | string;
  detail?: string;
  /** The release its file says fixed it (`fixed_in:`), when it has one. */
  fixedIn?: string;
}

export function verdictOf(reproduce: StepResult | undefined, fixedIn?: string): IssueVerdict {
  if (!reproduce || reproduce.missing) return 'missing';
  if (reproduce.ok) return fixedIn ? 'regressed' : 'reproduced';
  if (!reproduce.assertion) return 'broken';
  return fixedIn ? 'fixed' : 'stale';
}

/**
 * An outcome is a failure of the check unless it reproduced and its workaround passed (or it has none, with a
 * reason), or it is marked fixed and no longer reproduces.
 */
export function isFailure(outcome: IssueOutcome): boolean {
  if (outcome.verdict === 'fixed') return false;
  return outcome.verdict !== 'reproduced' || outcome.workaround === false;
}

export function describeFailure(outcome: IssueOutcome): string {
  const where = `${outcome.file}`;
  switch (outcome.verdict) {
    case 'missing':
      return `✗ ${where}: no reproduction (write ${outcome.file.replace(/\.md$/, '.repro.ts')} exporting reproduce() and workaround())`;
    case 'stale':
      return (
        `✗ ${where}: STALE - the framework no longer behaves as this issue says ` +
        `(${outcome.detail ?? 'assertion failed'}); remove the issue or correct it`
      );
    case 'regressed':
      return (
        `✗ ${where}: REGRESSED - marked fixed_in ${outcome.fixedIn} but the defect reproduces again at the ` +
        `documented commit; remove fixed_in (the issue returns to the list) or correct the reproduction`
      );
    case 'broken':
      return `✗ ${where}: the reproduction failed to run: ${outcome.detail ?? 'unknown error'}`;
    default:
      return `✗ ${where}: the workaround failed: ${outcome.detail ?? 'unknown error'}`;
  }
}

/** The check's last line, as issue 25 asks for it. */
export function summaryLine(outcomes: readonly IssueOutcome[]): string {
  const reproduced = outcomes.filter((o) => o.verdict === 'reproduced');
  const byVersion = (v: string) => reproduced.filter((o) => o.version === v).length;
  const workarounds = outcomes.filter((o) => o.workaround === true).length;
  const stale = outcomes.filter((o) => o.verdict === 'stale').length;
  const fixed = outcomes.filter((o) => o.verdict === 'fixed').length;
  const regressed = outcomes.filter((o) => o.verdict === 'regressed').length;
  const history = fixed || regressed ? `; ${fixed} marked fixed and no longer reproducing, ${regressed} regressed` : '';
  return (
    `known issues: ${reproduced.length} reproduced (1.x ${byVersion('1.x')}, 0.1.10 ` +
    `${byVersion('0.1.10')}), ${workarounds} workarounds run, ${stale} stale${history}`
  );
}
