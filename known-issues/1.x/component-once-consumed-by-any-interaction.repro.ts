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

/** /form replies with a button that shows a modal; `options` is the modal's options prop as JSX text ('' for none). */
const form = (options: string, dispose: string) => `import { ActionRow, Button, Label, Modal, ShortInput } from 'commandkit';
export const command = { name: 'form', description: 'Open a form' };
export async function chatInput(ctx) {
  const open = (
    <Button customId="open" options={{ time: 60_000 }} onClick={async (click) => {
      await click.showModal(
        <Modal title="Name" ${options} onSubmit={async (submit, modal) => { ${dispose} await submit.reply('Hi ' + submit.fields.getTextInputValue('name')); }}>
          <Label label="Name"><ShortInput customId="name" /></Label>
        </Modal>,
      );
    }}>Open</Button>
  );
  await ctx.interaction.reply({ content: 'Form', components: [<ActionRow>{open}</ActionRow>] });
}
`;

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/colour.tsx': colour('', ''),
    'src/app/commands/ping.ts': PING,
    'src/app/commands/form.tsx': form('', ''),
  });
  const sent = await bot.chatInput('colour');
  await bot.chatInput('ping'); // someone else's command arrives first
  const picked = await bot.select(sent.replies[0], 'colour', ['red']);
  assert.equal(picked.replies.length, 0, 'the selection gets no answer: the run-once handler was used up by /ping');
  // No other traffic: the click that shows the modal uses up the modal's run-once handler.
  const shown = await bot.click((await bot.chatInput('form')).replies[0], 'open');
  const submitted = await bot.submitModal(shown.modal, {name: 'Ada'});
  assert.equal(submitted.replies.length, 0, 'the submission gets no answer: the click that showed the modal removed its handler');
}

export async function workaround(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/colour.tsx': colour('options={{ time: 10 * 60_000 }}', 'menu.dispose();'),
    'src/app/commands/ping.ts': PING,
    'src/app/commands/form.tsx': form('options={{ time: 10 * 60_000 }}', 'modal.dispose();'),
  });
  const sent = await bot.chatInput('colour');
  await bot.chatInput('ping');
  const picked = await bot.select(sent.replies[0], 'colour', ['red']);
  assert.equal(picked.replies[0]?.content, 'You picked red');
  const shown = await bot.click((await bot.chatInput('form')).replies[0], 'open');
  const submitted = await bot.submitModal(shown.modal, {name: 'Ada'});
  assert.equal(submitted.replies[0]?.content, 'Hi Ada');
}
