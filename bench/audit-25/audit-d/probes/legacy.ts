// Audit probe (audit-d): the @commandkit/legacy plugin (official-plugins/commandkit-legacy), on a started offline bot.
// Run: npx tsx bench/audit-25/run-probe.ts --commit <sha> bench/audit-25/audit-d/probes/legacy.ts
import {startOfflineBot, type StepContext} from '#support';
import {claim} from './support.js';

export const installs = {typescript: '^5.8.3'};

// The id lists are arrays on globalThis, so the probe can add the kit's guild and member once the bot runs.
const CONFIG = `import { defineConfig } from 'commandkit';
import { legacy } from '@commandkit/legacy';
const devGuildIds = (globalThis.devGuilds ??= ['1200000000000000001']);
const devUserIds = (globalThis.devUsers ??= ['1300000000000000009']);
const plugins = legacy({ devGuildIds, devUserIds });
globalThis.legacyPlugins = plugins;
export default defineConfig({ plugins: [plugins] });
`;

const rec = (what: string) => `(globalThis.rec ??= []).push(${what});`;

const FILES: Record<string, string> = {
  'commandkit.config.mjs': CONFIG,
  'src/commands/uptime.ts': `export const data = { name: 'uptime', description: 'How long the bot has been online' };
export const options = { devOnly: false, userPermissions: ['SendMessages'] };
export async function run({ interaction, client }) {
  const minutes = Math.floor((client.uptime ?? 0) / 60_000);
  await interaction.reply(\`Online for \${minutes} minute(s).\`);
}
`,
  'src/commands/moderation/kick.ts': `import { SlashCommandBuilder } from 'discord.js';
export const data = new SlashCommandBuilder().setName('kick').setDescription('Kick a member')
  .addStringOption((o) => o.setName('reason').setDescription('Why').setAutocomplete(true));
export async function autocomplete({ interaction }) {
  await interaction.respond(['Spam', 'Harassment'].filter((r) => r.toLowerCase().includes(interaction.options.getFocused().toLowerCase())).map((r) => ({ name: r, value: r })));
}
export async function run({ interaction }) { await interaction.reply('kick ran'); }
`,
  'src/commands/moderation/deeper/too-deep.ts': `export const data = { name: 'toodeep', description: 'x' };
export async function run({ interaction }) { await interaction.reply('deep'); }
`,
  'src/commands/args.ts': `export const data = { name: 'args', description: 'x' };
export async function run(props) { ${rec('{args: Object.keys(props), handlerIsCommandKit: props.handler?.constructor?.name, client: props.client?.constructor?.name}')} await props.interaction.reply('args'); }
`,
  'src/commands/secret.ts': `export const data = { name: 'secret', description: 'x' };
export const options = { devOnly: true };
export async function run({ interaction }) { await interaction.reply('secret stuff'); }
`,
  'src/commands/guildy.ts': `export const data = { name: 'guildy', description: 'x' };
export const options = { guildOnly: true, deleted: true };
export async function run({ interaction }) { await interaction.reply('guildy'); }
`,
  'src/commands/perm.ts': `export const data = { name: 'perm', description: 'x' };
export const options = { userPermissions: ['KickMembers', 'BanMembers'], botPermissions: ['ManageRoles'] };
export async function run({ interaction }) { await interaction.reply('perm ran'); }
`,
  'src/commands/same.ts': `export const data = { name: 'same', description: 'legacy one' };
export async function run({ interaction }) { await interaction.reply('legacy same'); }
`,
  'src/app/commands/same.ts': `export const command = { name: 'same', description: 'modern one' };
export const chatInput = async ({ interaction }) => { await interaction.reply('modern same'); };
`,
  'src/app/commands/modern.ts': `export const command = { name: 'modern', description: 'a 1.x command' };
export const chatInput = async ({ interaction }) => { await interaction.reply('modern ran'); };
`,
  // validations: the first one records every call and returns what the probe asks for
  'src/validations/a-first.ts': `import { PermissionsBitField } from 'discord.js';
export default function first({ interaction, commandObj, handler, client }) {
  ${rec("{validation: 'a-first', command: commandObj.data?.name, category: commandObj.category, hasOptions: !!commandObj.options, handler: handler?.constructor?.name, client: client?.constructor?.name}")}
  if (globalThis.dropPerms) {
    interaction.memberPermissions = new PermissionsBitField(0n);
    interaction.guild.roles.everyone.permissions = new PermissionsBitField(0n);
  }
  return globalThis.validationReturn;
}
`,
  'src/validations/mod_checks.ts': `export default function () { ${rec("{validation: 'mod_checks'}")} }\n`,
  'src/validations/l1/l2/l3/l4/at4.ts': `export default function () { ${rec("{validation: 'at4'}")} }\n`,
  'src/validations/l1/l2/l3/l4/l5/at5.ts': `export default function () { ${rec("{validation: 'at5'}")} }\n`,
  // legacy events: what the function receives, and whether returning true stops the folder
  'src/events/messageCreate/a-log.ts': `export default function (...args) {
  ${rec("{event: 'a-log', count: args.length, kinds: args.map((a) => a?.constructor?.name ?? typeof a)}")}
  return true;
}
`,
  'src/events/messageCreate/b-after.ts': `export default function () { ${rec("{event: 'b-after'}")} }\n`,
};

export async function reproduce(context: StepContext): Promise<void> {
  const warnings: string[] = [];
  process.on('warning', (w) => warnings.push(`${w.name}: ${w.message}`));
  const {bot, commandkit, logs} = await startOfflineBot(context, FILES);
  const g = globalThis as any;
  const recs = () => (g.rec ??= []).splice(0);
  claim(
    'legacy-returns',
    (g.legacyPlugins ?? []).map((p: any) => `${p.constructor.name}:${JSON.stringify(p.options)}`),
  );
  claim(
    'registered',
    bot.registeredCommands().map((c: any) => `${c.guild_id ?? 'global'}:${c.type ?? 1}:${c.name}:${c.description}`),
  );
  claim('startup-logs', logs.filter((l) => /legacy|deprecat|error|fail/i.test(l)).slice(0, 20));
  claim('warnings', warnings);
  recs();

  const reply = (d: any) =>
    d.replies.map((r: any) => ({
      content: r.content,
      embeds: r.embeds?.map((e: any) => e.description ?? e.title),
      ephemeral: Boolean((r.flags ?? 0) & 64),
    }));
  claim('uptime', reply(await bot.chatInput('uptime')));
  claim('uptime-validations', recs());
  claim('kick-autocomplete', (await bot.autocomplete('kick', 'reason', 'spa')).choices);
  claim('kick-category', recs());
  claim('args', reply(await bot.chatInput('args')));
  claim('args-recs', recs());
  claim('secret-outside-dev-guild', reply(await bot.chatInput('secret')));
  g.devGuilds.push(bot.world.guild.id);
  claim('secret-in-dev-guild-not-dev', reply(await bot.chatInput('secret')));
  g.devUsers.push(bot.world.reader.id);
  claim('secret-dev-user', reply(await bot.chatInput('secret')));
  g.dropPerms = true;
  claim('perm-missing', reply(await bot.chatInput('perm')));
  g.dropPerms = false;
  recs();
  claim('same', reply(await bot.chatInput('same')));
  claim('modern-validations', {reply: reply(await bot.chatInput('modern')), recs: recs()});
  for (const value of [true, 1, 'yes', {}]) {
    g.validationReturn = value;
    claim(`validation-returns-${JSON.stringify(value)}`, reply(await bot.chatInput('uptime')));
  }
  g.validationReturn = true;
  claim('validation-true-on-modern', reply(await bot.chatInput('modern')));
  g.validationReturn = undefined;
  recs();
  const sent = await bot.send('hello legacy events');
  claim('events', {recs: recs(), errors: sent.errors.map(String)});
  claim('commandkit-instance', commandkit?.constructor?.name);
}
