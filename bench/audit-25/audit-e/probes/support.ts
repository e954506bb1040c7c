// Helpers shared by audit-e's probes (run-probe.ts transpiles this file next to them as ./support.js).

/** One observed fact, printed for the audit record. */
export const claim = (id: string, observed: unknown): void =>
  console.log(`CLAIM ${id} ${JSON.stringify(observed, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))}`);

/** Source text that appends `expr` (a JS expression) to globalThis.log, the probes' trace of what ran. */
export const rec = (expr: string): string => `(globalThis.log ??= []).push(${expr});`;
/** The same for a fixed tag. */
export const tag = (t: string): string => rec(JSON.stringify(t));

export const trace = (): unknown[] => ((globalThis as any).log ??= []);
export const resetTrace = (): void => void ((globalThis as any).log = []);

/** What a dispatch sent back, one string per reply: content, embed titles, flags. */
export const replies = (d: any): string[] =>
  d.replies.map((r: any) =>
    [r.content ?? '', ...(r.embeds ?? []).map((e: any) => `${e.title ?? ''}|${e.description ?? ''}`), `flags=${r.flags ?? 0}`].join(' ; '),
  );

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Log lines written since `from`, matching `re`, without timestamps. */
export const linesSince = (logs: string[], from: number, re: RegExp): string[] =>
  logs
    .slice(from)
    .filter((l) => re.test(l))
    .map((l) => l.replace(/\d\d:\d\d:\d\d\.\d+/, 'T').trim())
    .slice(0, 8);

/** A message posted in the world's channel with extra raw fields (attachments, role mentions, another guild...). */
export async function post(bot: any, content: string, extra: Record<string, unknown> = {}): Promise<any> {
  const w = bot.world;
  const {user: _u, ...member} = w.readerMember;
  const payload = {
    id: String(BigInt(Date.now()) << 22n),
    type: 0,
    channel_id: w.channel.id,
    guild_id: w.guild.id,
    author: w.reader,
    member,
    content,
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    components: [],
    pinned: false,
    flags: 0,
    ...extra,
  };
  return bot.during(() => bot.client.actions.MessageCreate.handle(payload));
}
