// Reproduces known issue component-once-consumed-by-any-interaction on a bot started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const PING =
  "export const command = { name: 'ping', description: 'Ping' };\n" +
  "export async function chatInput(ctx) { await ctx.interaction.reply('Pong'); }\n";

/** /colour replies with a string select menu; `options` is the menu's options prop as JSX text ('' for none). */
const colour = (options: string, dispose: string) => `import { ActionRow, StringSelectMenu, StringSelectMenuOption } from 'commandkit';
export const command = { name: 'colour', description: 'Pick a colour' };
export async function chatInput(ctx) {
  const menu = (
    <StringSelectMenu customId="colour" ${options} onSelect={async (selection, menu) => { ${dispose} await selection.reply('You picked ' + selection.values[0]); }}>
      {[<StringSelectMenuOption label="Red" value="red" />, <StringSelectMenuOption label="Blue" value="blue" />]}
    </StringSelectMenu>
  );
  await ctx.interaction.reply({ content: 'Pick one', components: [<ActionRow>{menu}</ActionRow>] });
}
`;

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {'src/app/commands/colour.tsx': colour('', ''), 'src/app/commands/ping.ts': PING});
  const sent = await bot.chatInput('colour');
  await bot.chatInput('ping'); // someone else's command arrives first
  const picked = await bot.select(sent.replies[0], 'colour', ['red']);
  assert.equal(picked.replies.length, 0, 'the selection gets no answer: the run-once handler was used up by /ping');
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/colour.tsx': colour('options={{ time: 10 * 60_000 }}', 'menu.dispose();'),
    'src/app/commands/ping.ts': PING,
  });
  const sent = await bot.chatInput('colour');
  await bot.chatInput('ping');
  const picked = await bot.select(sent.replies[0], 'colour', ['red']);
  assert.equal(picked.replies[0]?.content, 'You picked red');
}
