// Helpers shared by audit-n's probes (run-probe.ts transpiles this file next to them as ./support.js).

/** One observed fact, printed for the audit record. */
export const claim = (id: string, observed: unknown): void =>
  console.log(`CLAIM ${id} ${JSON.stringify(observed, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))}`);

/** The value of `f`, or `THROWS <class>: <first line>` when it throws (awaits promises). */
export async function attempt(f: () => unknown): Promise<unknown> {
  try {
    return await f();
  } catch (e: any) {
    return `THROWS ${e?.constructor?.name}: ${String(e?.message ?? e).split('\n')[0]}`;
  }
}

/** A command whose handler is whatever the probe put on globalThis.probeHandler, so one bot serves every check. */
export const probeCommand = `export const command = { name: 'probe', description: 'probe' };
export const chatInput = async (ctx) => globalThis.probeHandler?.(ctx);
`;

/** An unrelated slash command: the "other traffic" a live bot receives. */
export const otherCommand = `export const command = { name: 'other', description: 'other' };
export const chatInput = async ({ interaction }) => { await interaction.reply('other ok'); };
`;
