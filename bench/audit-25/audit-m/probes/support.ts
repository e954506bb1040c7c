// Helpers shared by audit-m's probes (run-probe.ts transpiles this file next to them as ./support.js).

/** One observed fact, printed for the audit record. */
export const claim = (id: string, observed: unknown): void => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);

/** Source text that appends `expr` (a JS expression) to globalThis.log, the probes' trace of what ran. */
export const rec = (expr: string): string => `(globalThis.log ??= []).push(${expr});`;
export const tag = (t: string): string => rec(JSON.stringify(t));
export const trace = (): unknown[] => ((globalThis as any).log ??= []);
export const resetTrace = (): void => void ((globalThis as any).log = []);

/** What a dispatch sent back, one string per reply: content, embed titles, flags. */
export const replies = (d: any): string[] =>
  d.replies.map((r: any) =>
    [r.content ?? '', ...(r.embeds ?? []).map((e: any) => `${e.title ?? ''}|${e.description ?? ''}`), `flags=${r.flags ?? 0}`].join(' ; '),
  );

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Log lines written since `from`, matching `re`, without timestamps or colours. */
export const linesSince = (logs: string[], from: number, re: RegExp): string[] =>
  logs
    .slice(from)
    .filter((l) => re.test(l))
    .map((l) =>
      l
        .replace(/\d\d:\d\d:\d\d(\.\d+)?/, 'T')
        .trim()
        .slice(0, 200),
    )
    .slice(0, 8);

/** A message posted in the world's channel with extra raw fields (mentions, a DM channel...). */
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

/** Runs `action` while every interaction payload handed to the client is first changed by `edit`. */
export async function withInteractionPayload<T>(bot: any, edit: (data: any) => void, action: () => Promise<T>): Promise<T> {
  const handler = bot.client.actions.InteractionCreate;
  const orig = handler.handle.bind(handler);
  handler.handle = (data: any) => {
    edit(data);
    return orig(data);
  };
  try {
    return await action();
  } finally {
    handler.handle = orig;
  }
}

/** An app.ts whose client records what reaches its `error` event. */
export const APP_WITH_ERROR_LISTENER =
  "import { Client, Partials } from 'discord.js';\n" +
  "const client = new Client({ intents: ['Guilds', 'GuildMessages', 'MessageContent', 'DirectMessages'], partials: [Partials.Channel] });\n" +
  "client.on('error', (e) => { (globalThis.clientErrors ??= []).push(String(e?.message ?? e)); });\n" +
  'export default client;\n';
export const clientErrors = (): string[] => ((globalThis as any).clientErrors ??= []);
export const resetClientErrors = (): void => void ((globalThis as any).clientErrors = []);
