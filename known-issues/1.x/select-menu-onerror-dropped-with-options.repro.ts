// Reproduces known issue select-menu-onerror-dropped-with-options on a bot started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const menuCommand = (afterCreate: string) => `import { ActionRow, StringSelectMenu, StringSelectMenuOption } from 'commandkit';
export const command = { name: 'pick', description: 'Pick' };
export async function chatInput(ctx) {
  const menu = (
    <StringSelectMenu customId="pick" options={{ time: 60_000 }} onError={(e) => { globalThis.caught = String(e); }} onSelect={async () => { throw new Error('selection failed'); }}>
      {[<StringSelectMenuOption label="A" value="a" />]}
    </StringSelectMenu>
  );
  ${afterCreate}
  await ctx.interaction.reply({ content: 'Pick', components: [<ActionRow>{menu}</ActionRow>] });
}
`;

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {'src/app/commands/pick.tsx': menuCommand('')});
  const sent = await bot.chatInput('pick');
  const picked = await bot.select(sent.replies[0], 'pick', ['a']);
  assert.equal((globalThis as {caught?: string}).caught, undefined, 'the onError prop was discarded');
  assert.match(
    String([...picked.errors, ...bot.errors].map((e: unknown) => (e as Error)?.message ?? e)),
    /selection failed/,
    'the error went to the client',
  );
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/pick.tsx': menuCommand('menu.onError((e) => { globalThis.caught = String(e); });'),
  });
  const sent = await bot.chatInput('pick');
  await bot.select(sent.replies[0], 'pick', ['a']);
  assert.match((globalThis as {caught?: string}).caught ?? '', /selection failed/);
}
