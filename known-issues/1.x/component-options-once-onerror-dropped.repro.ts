// Reproduces known issue component-options-once-onerror-dropped on a bot started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const vote = (props: string, body: string) => `import { ActionRow, Button } from 'commandkit';
export const command = { name: 'vote', description: 'Vote once' };
export async function chatInput(ctx) {
  const button = (
    <Button customId="vote" ${props} onClick={async (click, button) => { ${body} }}>Vote</Button>
  );
  await ctx.interaction.reply({ content: 'Vote!', components: [<ActionRow>{button}</ActionRow>] });
}
`;

const COUNT = "globalThis.votes = (globalThis.votes ?? 0) + 1; await click.reply('Counted');";
const votes = () => (globalThis as {votes?: number}).votes ?? 0;

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/vote.tsx': vote(
      'options={{ once: true, time: 60_000, onError: (e) => { globalThis.caught = String(e); } }}',
      `${COUNT} if (globalThis.votes === 2) throw new Error('second vote');`,
    ),
  });
  const sent = await bot.chatInput('vote');
  await bot.click(sent.replies[0], 'vote');
  const second = await bot.click(sent.replies[0], 'vote');
  assert.equal(votes(), 2, 'options.once was ignored: the handler ran again');
  assert.equal((globalThis as {caught?: string}).caught, undefined, 'options.onError never received the error');
  assert.ok(second.errors.length > 0 || bot.errors.length > 0, 'the error escaped to the client instead');
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/vote.tsx': vote(
      'options={{ time: 60_000 }} onError={(e) => { globalThis.caught = String(e); }}',
      `button.dispose(); ${COUNT} throw new Error('after counting');`,
    ),
  });
  const sent = await bot.chatInput('vote');
  await bot.click(sent.replies[0], 'vote');
  await bot.click(sent.replies[0], 'vote');
  assert.equal(votes(), 1, 'dispose() at the start makes it run once');
  assert.match((globalThis as {caught?: string}).caught ?? '', /after counting/, 'the onError prop received the error');
}
