// Audit probe (audit-n): page examples along paths the example runs do not take: the nickname button that opens a
// modal (modal.mdx), the ButtonKit refresh button (button.mdx), the fixed-id ticket button answered by an event
// (using-jsx.mdx), kit classes and JSON of the entity menus (select-menu.mdx), and what a throwing handler without
// onError does to a process with no `error` listener (using-jsx.mdx, button.mdx).
// Run: npx tsx bench/audit-25/run-probe.ts --commit <sha> bench/audit-25/audit-n/probes/page-flows.tsx
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {startOfflineBot, type StepContext} from '#support';
import {
  ChannelSelectMenu,
  ChannelSelectMenuKit,
  MentionableSelectMenu,
  MentionableSelectMenuKit,
  ParagraphInput,
  RoleSelectMenu,
  RoleSelectMenuKit,
  ShortInput,
  StringSelectMenu,
  StringSelectMenuKit,
  TextInput,
  UserSelectMenu,
  UserSelectMenuKit,
} from 'commandkit';
import {
  ChannelSelectMenuBuilder,
  ChannelType,
  MentionableSelectMenuBuilder,
  RoleSelectMenuBuilder,
  SelectMenuDefaultValueType,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  UserSelectMenuBuilder,
} from 'discord.js';
import {claim} from './support.js';

export const installs = {typescript: '^5.8.3'};

/** The code of one titled block of a guide page (the site's own example, run as the reader would). */
function block(page: string, title: string): string {
  const text = readFileSync(join(process.env.AUDIT_SITE_DIR ?? '', 'docs/guide/jsx-components', page), 'utf8');
  const at = text.indexOf(`title="${title}"`);
  const start = text.indexOf('\n', at) + 1;
  return text.slice(start, text.indexOf('\n```', start));
}

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/nickname.tsx': block('discord-components-v1/modal.mdx', 'src/app/commands/nickname.tsx'),
    'src/app/commands/refresh.tsx': block('discord-components-v1/button.mdx', 'src/app/commands/refresh.tsx'),
    'src/app/events/interactionCreate/ticket-button.ts': block('using-jsx.mdx', 'src/app/events/interactionCreate/ticket-button.ts'),
    'src/app/commands/post-ticket.ts': `import { ActionRowBuilder, ButtonBuilder, ButtonStyle } from 'discord.js';
export const command = { name: 'post-ticket', description: 'post' };
export const chatInput = async ({ interaction }) => {
  await interaction.reply({ content: 'Need help?', components: [new ActionRowBuilder().addComponents(new ButtonBuilder().setCustomId('tickets:open').setLabel('Open').setStyle(ButtonStyle.Primary))] });
};
`,
  });

  const nick = await bot.chatInput('nickname');
  const open = await bot.click(nick.replies[0]);
  const submitted = await bot.submitModal(open.modal, {nickname: 'Newname'});
  claim('nickname-flow', {
    modalTitle: open.modal?.title,
    prefilled: open.modal?.components?.[0]?.component?.value,
    reply: submitted.replies[0]?.content,
    patched: submitted.requests.filter((r: any) => r.method === 'PATCH').map((r: any) => r.body),
  });

  const refresh = await bot.chatInput('refresh');
  const clicked = await bot.click(refresh.replies[0]);
  claim('refresh-flow', {button: refresh.replies[0]?.components?.[0]?.components?.[0], after: clicked.replies[0]?.content});

  const posted = await bot.chatInput('post-ticket');
  const ticket = await bot.click(posted.replies[0], 'tickets:open');
  claim('ticket-event', {reply: ticket.replies[0]?.content, ephemeral: Boolean((ticket.replies[0]?.flags ?? 0) & 64)});

  claim('kit-classes', [
    <StringSelectMenu /> instanceof StringSelectMenuKit && <StringSelectMenu /> instanceof StringSelectMenuBuilder,
    <UserSelectMenu /> instanceof UserSelectMenuKit && <UserSelectMenu /> instanceof UserSelectMenuBuilder,
    <RoleSelectMenu /> instanceof RoleSelectMenuKit && <RoleSelectMenu /> instanceof RoleSelectMenuBuilder,
    <ChannelSelectMenu /> instanceof ChannelSelectMenuKit && <ChannelSelectMenu /> instanceof ChannelSelectMenuBuilder,
    <MentionableSelectMenu /> instanceof MentionableSelectMenuKit && <MentionableSelectMenu /> instanceof MentionableSelectMenuBuilder,
    <ShortInput customId="a" /> instanceof TextInputBuilder,
    (<ParagraphInput customId="p" />).toJSON().style === TextInputStyle.Paragraph,
    (<TextInput customId="t" style={TextInputStyle.Short} />).toJSON().style === TextInputStyle.Short,
  ]);
  claim('entity-menu-json', {
    mentionable: (<MentionableSelectMenu defaultValues={[{id: '42', type: SelectMenuDefaultValueType.User}]} />).toJSON().default_values,
    channel: (<ChannelSelectMenu channelTypes={[ChannelType.GuildText, ChannelType.GuildAnnouncement]} />).toJSON().channel_types,
  });

  // A listener that throws on a discord.js Client with no `error` listener, as CommandKit's interceptor does.
  const script = `const { Client } = require('discord.js');
const client = new Client({ intents: [] });
process.on('unhandledRejection', () => console.log('unhandledRejection handler saw it'));
client.on('interactionCreate', async () => { throw new Error('handler failed'); });
client.emit('interactionCreate', {});
setTimeout(() => console.log('still running'), 300);`;
  const child = spawnSync(process.execPath, ['-e', script], {cwd: context.projectDir, encoding: 'utf8'});
  claim('no-error-listener', {
    status: child.status,
    stdout: child.stdout.trim(),
    stderrHead: child.stderr.split('\n').find((l) => /Unhandled 'error'|Emitted 'error'/.test(l)),
  });
}
