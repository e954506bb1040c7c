// Reproduces known issue component-autoreset-any-interaction on a bot started offline.
import assert from 'node:assert/strict';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const PING =
  "export const command = { name: 'ping', description: 'Ping' };\n" +
  "export async function chatInput(ctx) { await ctx.interaction.reply('Pong'); }\n";
const offer = (options: string) => `import { ActionRow, Button } from 'commandkit';
export const command = { name: 'offer', description: 'A short-lived offer' };
export async function chatInput(ctx) {
  const claim = <Button customId="claim" options={${options}} onClick={async (click) => { await click.reply('Claimed'); }}>Claim</Button>;
  await ctx.interaction.reply({ content: 'Claim within half a second', components: [<ActionRow>{claim}</ActionRow>] });
}
`;

/** Sends /offer, keeps other commands coming for 1.2 s (well past the 500 ms lifetime), then clicks. */
async function clickAfterTraffic(context: StepContext, options: string) {
  const {bot} = await startOfflineBot(context, {'src/app/commands/offer.tsx': offer(options), 'src/app/commands/ping.ts': PING});
  const sent = await bot.chatInput('offer');
  const until = Date.now() + 1200;
  while (Date.now() < until) {
    await bot.chatInput('ping');
    await new Promise((r) => setTimeout(r, 150));
  }
  return bot.click(sent.replies[0], 'claim');
}

export async function reproduce(context: StepContext): Promise<void> {
  const click = await clickAfterTraffic(context, '{ time: 500 }');
  assert.equal(click.replies[0]?.content, 'Claimed', "unrelated commands kept resetting the handler's 500 ms timer");
}

export async function workaround(context: StepContext): Promise<void> {
  const click = await clickAfterTraffic(context, '{ time: 500, autoReset: false }');
  assert.equal(click.replies.length, 0, 'with autoReset off the handler ended on time');
}
