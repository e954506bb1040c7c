// Audit-m probe: message-commands page. Matching (case, spaces, bots, DMs, guilds), ctx.args(), typed options
// read from the message, names under aliases, and prefix resolvers (arrays, regular expressions, empty results,
// promises, mentions, per-guild maps).
import {startOfflineBot, type StepContext} from '#support';
import {claim, linesSince, pause, post, rec, replies, resetTrace, trace} from './support.js';

export const installs = {typescript: '^5.8.3'};

const OPTS = [
  "{ name: 's', description: 'd', type: 3 }",
  "{ name: 'i', description: 'd', type: 4 }",
  "{ name: 'n', description: 'd', type: 10 }",
  "{ name: 'b', description: 'd', type: 5 }",
  "{ name: 'u', description: 'd', type: 6 }",
  "{ name: 'c', description: 'd', type: 7 }",
  "{ name: 'r', description: 'd', type: 8 }",
  "{ name: 'm', description: 'd', type: 9 }",
  "{ name: 'f', description: 'd', type: 11 }",
].join(', ');

export async function reproduce(context: StepContext): Promise<void> {
  const files: Record<string, string> = {
    'src/app/commands/+global-middleware.ts': `export function beforeExecute(ctx) { ${rec("'mw:' + ctx.commandName")} }\n`,
    'src/app/commands/ping.ts':
      "export const command = { name: 'ping', description: 'd' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('pong'); }\nexport async function message(ctx) { await ctx.message.reply('pong'); }\n",
    'src/app/commands/args.ts':
      "export const command = { name: 'args', description: 'd' };\nexport async function message(ctx) { await ctx.message.reply(JSON.stringify(ctx.args())); }\n",
    'src/app/commands/opts.ts':
      `export const command = { name: 'opts', description: 'd', options: [${OPTS}] };\n` +
      "export async function chatInput(ctx) { await ctx.interaction.reply('x'); }\n" +
      "export async function message(ctx) { const o = ctx.options; await ctx.message.reply(JSON.stringify({ s: o.getString('s'), i: o.getInteger('i'), n: o.getNumber('n'), b: o.getBoolean('b'), u: o.getUser('u')?.id ?? null, member: o.getMember('u')?.id ?? null, c: o.getChannel('c')?.id ?? null, r: o.getRole('r')?.id ?? null, m: o.getMentionable('m') ?? null, f: o.getAttachment('f')?.name ?? null }, (k, v) => (typeof v === 'number' && Number.isNaN(v) ? 'NaN' : v))); }\n",
    'src/app/commands/req.ts':
      "export const command = { name: 'req', description: 'd', options: [{ name: 'u', description: 'd', type: 6 }] };\nexport async function chatInput(ctx) { await ctx.interaction.reply('x'); }\nexport async function message(ctx) { const u = ctx.options.getUser('u', true); await ctx.message.reply('got ' + u.id); }\n",
    'src/app/commands/names.ts':
      "export const command = { name: 'names', description: 'd' };\nexport const metadata = { aliases: ['nm'] };\n" +
      "const n = (ctx) => ctx.commandName + '|' + ctx.invokedCommandName;\n" +
      'export async function chatInput(ctx) { await ctx.interaction.reply(n(ctx)); }\nexport async function message(ctx) { await ctx.message.reply(n(ctx)); }\n',
    'src/app/commands/faraway.ts':
      "export const command = { name: 'faraway', description: 'd' };\nexport const metadata = { guilds: ['999999999999999999'] };\nexport async function message(ctx) { await ctx.message.reply('faraway ran'); }\n",
  };
  const {bot, commandkit, logs} = await startOfflineBot(context, files);
  const w = bot.world;
  const say = async (content: string, extra: Record<string, unknown> = {}) => replies(await post(bot, content, extra));

  // matching
  claim('default-prefix', await say('!ping'));
  claim('name-case', {upper: await say('!PING'), mixed: await say('!Ping')});
  claim('spaces-after-prefix', await say('!   ping'));
  claim('from-a-bot', await say('!ping', {author: {...w.other, bot: true}}));
  const dmChannel = {id: '1200000000000000003', type: 1, recipients: [w.reader]};
  bot.client.channels._add(dmChannel);
  resetTrace();
  const dm = await post(bot, '!ping', {channel_id: dmChannel.id, guild_id: undefined, member: undefined});
  claim('dm', {replies: replies(dm), middleware: trace(), requests: dm.requests.length});
  resetTrace();
  const far = await post(bot, '!faraway');
  claim('guild-not-listed', {replies: replies(far), middleware: trace(), requests: far.requests.length});

  // arguments
  claim('args', {
    plain: await say('!args hello there'),
    quotes: await say('!args "a b"'),
    doubleSpace: await say('!args a  b'),
    none: await say('!args'),
  });

  // typed options
  const roleId = w.guild.id; // @everyone
  claim(
    'options-all-types',
    await say(`!opts s:hello i:50 n:2.5 b:true u:<@${w.reader.id}> c:<#${w.channel.id}> r:<@&${roleId}> m:<@${w.reader.id}> f:report.pdf`, {
      mentions: [w.reader],
      mention_roles: [roleId],
      attachments: [
        {
          id: '1300000000000000001',
          filename: 'report.pdf',
          size: 3,
          url: 'https://cdn.invalid/a/report.pdf',
          proxy_url: 'https://cdn.invalid/a/report.pdf',
        },
      ],
    }),
  );
  claim('options-edge-values', {
    boolTrueCapital: await say('!opts b:True'),
    intNotNumber: await say('!opts i:abc'),
    intFloat: await say('!opts i:2.9'),
    secondColon: await say('!opts s:12:30'),
    twoWords: await say('!opts s:two words'),
    wrongFileName: await say('!opts f:other.pdf', {
      attachments: [
        {
          id: '1300000000000000002',
          filename: 'report.pdf',
          size: 3,
          url: 'https://cdn.invalid/a/r.pdf',
          proxy_url: 'https://cdn.invalid/a/r.pdf',
        },
      ],
    }),
    userNotMentioned: await say(`!opts u:<@${w.reader.id}>`),
  });
  let from = logs.length;
  claim('required-getter-missing', {replies: await say('!req'), logs: linesSince(logs, from, /rror|required/)});

  // names
  claim('names', {
    prefixAlias: await say('!nm'),
    prefixName: await say('!names'),
    slash: replies(await bot.chatInput('names')),
  });

  // prefix resolvers
  const calls = {n: 0};
  commandkit.setPrefixResolver((m: any) => {
    calls.n++;
    return ['!', '!!'];
  });
  from = logs.length;
  claim('array-order-short-first', {dbl: await say('!!ping'), single: await say('!ping')});
  await say('just chatting');
  claim('resolver-called-for-every-message', calls.n);
  commandkit.setPrefixResolver(() => ['!!', '!']);
  claim('array-order-long-first', {dbl: await say('!!ping'), single: await say('!ping')});
  commandkit.setPrefixResolver(() => /^(?:!|\?)/);
  claim('regex-anchored', {q: await say('?ping'), bang: await say('!ping'), mid: await say('hey ?ping')});
  commandkit.setPrefixResolver(() => /\?/);
  resetTrace();
  claim('regex-unanchored', {start: await say('?ping'), mid: await say('ok ?ping'), midPing: await say('pi ?ng'), middleware: trace()});
  commandkit.setPrefixResolver(() => '');
  claim('empty-string', await say('!ping'));
  commandkit.setPrefixResolver(() => []);
  claim('empty-array', await say('!ping'));
  commandkit.setPrefixResolver(async () => '$');
  claim('promise', {dollar: await say('$ping'), bang: await say('!ping')});
  // the page's resolver: a per-guild map and a mention of the bot
  const guildPrefixes = new Map<string, string>([[w.guild.id, '?']]);
  commandkit.setPrefixResolver((message: any) => {
    const custom = message.guildId ? guildPrefixes.get(message.guildId) : undefined;
    return [custom ?? '!', `<@${message.client.user.id}> `];
  });
  const botId = bot.client.user.id;
  claim('page-resolver', {
    guildPrefix: await say('?ping'),
    bang: await say('!ping'),
    mention: await say(`<@${botId}> ping`, {mentions: [w.bot]}),
    mentionNoSpace: await say(`<@${botId}>ping`, {mentions: [w.bot]}),
    legacyMention: await say(`<@!${botId}> ping`, {mentions: [w.bot]}),
  });
  await pause(50);
  claim('unknown-name-logs-in-production-build', linesSince(logs, 0, /was not found/));
}
