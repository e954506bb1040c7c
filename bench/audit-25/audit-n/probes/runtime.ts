// Audit probe (audit-n): the JSX runtime as CommandKit's own compiler (commandkit build) emits it: what children a
// component receives, a key on a childless tag, lowercase tags, the using-jsx "compiled-view" lines, and the JSON a
// string select menu's options are sent with.
// Run: npx tsx bench/audit-25/run-probe.ts --commit <sha> bench/audit-25/audit-n/probes/runtime.ts
import {startOfflineBot, type StepContext} from '#support';
import {claim} from './support.js';

export const installs = {typescript: '^5.8.3'};

// No tsconfig in this project: `commandkit build` skips its type check, so the file may hold what TypeScript rejects.
const PROBE = `import { ActionRow, Button, Poll, PollAnswer, StringSelectMenu, StringSelectMenuOption } from 'commandkit';
import { ActionRowBuilder, ButtonBuilder } from 'discord.js';

const show = (id, f) => { try { console.log('CLAIM ' + id + ' ' + JSON.stringify(f())); } catch (e) { console.log('CLAIM ' + id + ' ' + JSON.stringify('THROWS ' + e.constructor.name + ': ' + e.message)); } };
const Echo = (props) => props.children;

show('children-none', () => <Echo />);
show('children-one', () => <Echo>a</Echo>);
show('children-text-and-expression', () => <Echo>Buy {'Sword'}</Echo>);
show('key-on-childless-button', () => (<Button key="theKey" customId="k" />).toJSON());
show('lowercase-tag', () => <div>hi</div>);
show('poll-single-child', () => <Poll><PollAnswer>A</PollAnswer></Poll>);

const fromJsx = (
  <ActionRow>
    <Button customId="ping">Ping</Button>
  </ActionRow>
);
const byHand = ActionRow({ children: Button({ customId: 'ping', children: 'Ping' }) });
show('compiled-view', () => [fromJsx instanceof ActionRowBuilder, byHand instanceof ActionRowBuilder, Button({ customId: 'pong', children: 'Pong' }) instanceof ButtonBuilder, JSON.stringify(fromJsx.toJSON()) === JSON.stringify(byHand.toJSON())]);

export const command = { name: 'menu', description: 'menu' };
export const chatInput = async ({ interaction }) => {
  await interaction.reply({ content: 'm', components: [<ActionRow><StringSelectMenu customId="m"><StringSelectMenuOption label="A" value="a" /></StringSelectMenu></ActionRow>] });
};
`;

export async function reproduce(context: StepContext): Promise<void> {
  const {bot, logs} = await startOfflineBot(context, {'src/app/commands/menu.tsx': PROBE});
  for (const line of [...logs]) if (line.startsWith('CLAIM ')) console.log(line);
  const d = await bot.chatInput('menu');
  const body = d.requests.find((r: any) => /\/callback$/.test(r.path))?.body;
  claim('select-option-sent', body?.data?.components?.[0]?.components?.[0]?.options);
}
