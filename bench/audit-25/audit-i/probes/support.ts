// Helpers shared by audit-i's probes (drive.ts transpiles this file next to them as ./support.js).

/** One observed fact, printed for the audit record. */
export const claim = (id: string, observed: unknown): void =>
  console.log(`CLAIM ${id} ${JSON.stringify(observed, (_k, v) => (v instanceof Error ? `${v.name}: ${v.message}` : v))}`);

/** The value of `f` (awaited), or `THROWS <first line>` when it throws. */
export async function attempt(f: () => unknown): Promise<unknown> {
  try {
    return await f();
  } catch (e: any) {
    return `THROWS ${String(e?.message ?? e).split('\n')[0]}`;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Lines of the bot's captured output matching `re`, trimmed. */
export const logsMatching = (logs: string[], re: RegExp) => logs.filter((l) => re.test(l)).map((l) => l.trim().slice(0, 200));
