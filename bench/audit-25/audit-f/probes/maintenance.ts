// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Audit-f probe: the maintenance plugin of creating-runtime-plugin ("A complete plugin"), taken from the page at run
// time (so the probe runs what the page shows; AUDIT_F_SITE=<site checkout>), in a bot with MAINTENANCE=true and one slash command.
import {readFileSync} from 'node:fs';
import ts from 'typescript';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);

export async function reproduce(context: StepContext): Promise<void> {
  // Run with AUDIT_F_SITE=<site checkout>: the block is read from the page itself.
  const page = readFileSync(`${process.env.AUDIT_F_SITE}/docs/guide/creating-plugins/creating-runtime-plugin.mdx`, 'utf8');
  // The allow-list is the page's, plus the kit's second member (added once the bot runs: ids are made at start).
  const block = /## A complete plugin[\s\S]*?```ts title="commandkit.config.ts"\n([\s\S]*?)```/
    .exec(page)![1]
    .replace("allowedUserIds: ['123456789012345678']", "allowedUserIds: ((globalThis as any).allowIds ??= ['123456789012345678'])");
  if (!block.includes('globalThis')) throw new Error('the allow-list of the page changed; update the probe');
  process.env.MAINTENANCE = 'true';
  const {bot, logs} = await startOfflineBot(context, {
    // startOfflineBot writes a default commandkit.config.mjs, which the lookup order prefers over .ts: replace it
    // with the page's block, types removed by the project's TypeScript.
    'commandkit.config.mjs': ts.transpileModule(block, {compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022}})
      .outputText,
    'src/app/commands/ping.ts':
      "export const command = { name: 'ping', description: 'Check the bot' };\nexport const chatInput = async ({ interaction }) => { await interaction.reply('pong'); };\n",
    'src/app/commands/card.ts':
      "export const command = { name: 'card', type: 2 };\nexport const userContextMenu = async ({ interaction }) => { await interaction.reply('card'); };\n",
    'src/app/commands/pick.ts':
      "export const command = { name: 'pick', description: 'Pick one', options: [{ name: 'q', description: 'q', type: 3, autocomplete: true }] };\nexport const chatInput = async ({ interaction }) => { await interaction.reply('picked'); };\nexport const autocomplete = async ({ interaction }) => { await interaction.respond([{ name: 'one', value: 'one' }]); };\n",
  });
  claim(
    'registered',
    bot.registeredCommands().map((c: any) => `${c.name}:${c.type ?? 1}:${c.description ?? ''}`),
  );
  const blocked = await bot.chatInput('ping');
  claim(
    'blocked',
    blocked.replies.map((r: any) => `${r.content} flags=${r.flags}`),
  );
  const menu = await bot.userContextMenu('card');
  claim(
    'blocked-menu',
    menu.replies.map((r: any) => `${r.content} flags=${r.flags}`),
  );
  const ac = await bot.autocomplete('pick', 'q', 'o');
  claim('autocomplete-works', ac.choices ?? ac.replies?.length ?? null);
  (globalThis as any).allowIds.push(bot.world.other.id);
  const allowed = await bot.chatInput('ping', {user: bot.world.other});
  claim(
    'allowed-user',
    allowed.replies.map((r: any) => r.content),
  );
  claim(
    'logs',
    logs.filter((l) => /maintenance|\/ping/i.test(l)).map((l) => l.trim().slice(0, 140)),
  );
}
