import {test} from 'node:test';
import assert from 'node:assert/strict';
import {extractMessage} from '../../plugins/discord-preview/src/extract';
import {describeMessage, isDrawable, spoken} from '../../plugins/discord-preview/src/describe';
import {addPreviews, COMPONENT, PREVIEW_PAGES} from '../../plugins/discord-preview/src/remark/add-previews';
import {mdxTree} from './markdown-tree';

const counter = `
import { ActionRow, Button, type ChatInputCommand, type CommandData } from 'commandkit';
import { ButtonStyle, MessageFlags } from 'discord.js';

export const command: CommandData = { name: 'counter', description: 'Count' };

const labels = [{ text: 'Add one', style: ButtonStyle.Primary }, { text: 'Reset', style: ButtonStyle.Danger }];

export const chatInput: ChatInputCommand = async ({ interaction }) => {
  if (!interaction.inGuild()) {
    await interaction.reply({ content: 'Run this in a server.', flags: MessageFlags.Ephemeral });
    return;
  }
  const row = (
    <ActionRow>
      {labels.map(({ text, style }) => (
        <Button style={style} onClick={async (click) => { await click.update({ content: 'Clicked.' }); }}>{text}</Button>
      ))}
      <Button url="https://example.com" style={ButtonStyle.Link} emoji="➕">Docs</Button>
    </ActionRow>
  );
  await interaction.reply({ content: \`Hello \${interaction.user}, clicked \${0 + 1} time\`, components: [row] });
};
`;

test('extract: the main reply (not the guard, not a handler), its JSX rows, mapped constants and run-time values', () => {
  const m = extractMessage(counter, 'tsx')!;
  assert.equal(m.kind, 'message');
  assert.equal(m.via, 'interaction.reply');
  assert.deepEqual(m.command, {name: 'counter', trigger: 'slash'});
  assert.deepEqual(m.content, ['Hello ', {expr: 'interaction.user'}, ', clicked 1 time']);
  assert.equal(m.ephemeral, false);
  const row = m.components[0]!;
  assert.equal(row.element, 'ActionRow');
  assert.deepEqual(
    row.children.map((b) => (b as {children: unknown[]}).children[0]),
    ['Add one', 'Reset', 'Docs'],
  );
  assert.deepEqual((row.children[1] as unknown as {props: {style: unknown}}).props.style, {enum: 'ButtonStyle', member: 'Danger'});
  assert.equal(
    describeMessage(m),
    "Preview: In reply to /counter, the bot's message shows the text “Hello [interaction.user], clicked " +
      '1 time” and a row with primary button “Add one”, danger (red) button “Reset” and link button ' +
      '“Docs”. Values in square brackets are computed when the command runs.',
  );
});

test('extract: components v2 with builder chains, colours and flags; a modal; a prefix command', () => {
  const v2 = extractMessage(
    `import { Colors, ContainerBuilder, MessageFlags } from 'discord.js';
     import { TextDisplay, Separator } from 'commandkit';
     export const chatInput = async ({ interaction }) => {
       const card = new ContainerBuilder().setAccentColor(Colors.Blurple).addTextDisplayComponents(<TextDisplay content="# Title" />).addSeparatorComponents(<Separator divider={false} />);
       await interaction.reply({ flags: [MessageFlags.IsComponentsV2, MessageFlags.Ephemeral], components: [card] });
     };`,
    'tsx',
  )!;
  assert.equal(v2.componentsV2, true);
  assert.equal(v2.ephemeral, true);
  assert.equal(v2.components[0]!.element, 'Container');
  assert.equal(v2.components[0]!.props.accentColor, 0x5865f2);
  assert.deepEqual(
    v2.components[0]!.children.map((c) => (c as {element: string}).element),
    ['TextDisplay', 'Separator'],
  );
  assert.match(
    describeMessage(v2),
    /a card with a coloured bar holding the text “Title” and a blank space\. Only the user who ran the command sees it\.$/,
  );

  const modal = extractMessage(
    `import { Modal, ShortInput } from 'commandkit';
     export const chatInput = async ({ interaction }) => {
       await interaction.showModal(<Modal title="Feedback" onSubmit={async () => {}}><ShortInput customId="t" label="Topic" placeholder="About?" /></Modal>);
     };`,
    'tsx',
  )!;
  assert.equal(modal.kind, 'modal');
  assert.equal(
    describeMessage(modal),
    'Preview: a pop-up form titled “Feedback” with a short text field “Topic” (required, placeholder ' +
      '“About?”), and the buttons Cancel and Submit.',
  );

  const prefix = extractMessage(
    `export const command = { name: 'say' };
     export const message = async (ctx) => { await ctx.message.channel.send('hi'); };`,
    'ts',
  )!;
  assert.deepEqual(prefix.command, {name: 'say', trigger: 'message'});
});

test('extract: nothing is invented; examples that send nothing or use their own components get no preview', () => {
  assert.equal(extractMessage(`export const x = 1;`, 'ts'), undefined);
  const own = extractMessage(`export const run = async (i) => { await i.reply({ components: [<QueueRow />] }); };`, 'tsx')!;
  assert.equal(isDrawable(own), false);
  const unknown = extractMessage(`export const run = async (i, text: string) => { await i.reply(text.toUpperCase()); };`, 'ts')!;
  assert.deepEqual(unknown.content, [{expr: 'text.toUpperCase()'}]);
});

test('spoken text: markdown marks and mentions become words', () => {
  assert.equal(
    spoken('## About **me**\n-# small `code`\n<@123> in <#456> at <t:1:R>'),
    'About me / small code / @mention in #channel at a timestamp',
  );
});

test('remark: a preview follows each drawable example of the listed pages, with the component imported once', () => {
  const tree = mdxTree(
    ['```tsx', counter, '```', '', '```ts no-preview', counter, '```', '', '```ts', 'export const x = 1;', '```', ''].join('\n'),
  );
  assert.equal(addPreviews(tree), 1);
  assert.deepEqual(
    tree.children.map((node) => node.type),
    ['mdxjsEsm', 'code', 'mdxJsxFlowElement', 'code', 'code'],
    'the import, then the preview right after the first example only',
  );
  const [esm, code, preview] = tree.children as unknown as Array<{
    type: string;
    name?: string;
    attributes?: Array<{name: string; value: string}>;
  }>;
  assert.equal(esm!.type, 'mdxjsEsm');
  assert.equal(code!.type, 'code');
  assert.equal(preview!.name, COMPONENT);
  assert.equal(JSON.parse(preview!.attributes!.find((a) => a.name === 'message')!.value).via, 'interaction.reply');
  assert.match(preview!.attributes!.find((a) => a.name === 'description')!.value, /^Preview: In reply to \/counter/);
  for (const page of [
    'docs/guide/jsx-components/discord-components-v2/file.mdx',
    'docs/guide/commands/message-commands.mdx',
    '/x/docs/guide/jsx-components/discord-components-v1/modal.mdx',
  ]) {
    assert.ok(PREVIEW_PAGES.test('/site/' + page.replace(/^\/x\//, '')), page);
  }
  assert.ok(!PREVIEW_PAGES.test('/site/docs/guide/commands/middlewares.mdx'));
});

test('remark plugin: previews on the listed pages only (the example reader is loaded for those pages)', async () => {
  const {default: remarkDiscordPreviews} = await import('../../plugins/discord-preview/src/remark/previews');
  const transform = remarkDiscordPreviews();
  const tree = () => ({type: 'root', children: [{type: 'code', lang: 'tsx', meta: null, value: counter}]});
  const listed = tree();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  await transform(listed as any, {path: '/site/docs/guide/commands/chat-input-commands.mdx'} as any);
  assert.deepEqual(
    listed.children.map((node: {type: string; name?: string}) => node.name ?? node.type),
    ['mdxjsEsm', 'code', COMPONENT],
  );
  const other = tree();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  await transform(other as any, {path: '/site/docs/guide/getting-started/introduction.mdx'} as any);
  assert.deepEqual(
    other.children.map((node: {type: string}) => node.type),
    ['code'],
  );
});

test('extract: a poll reply is drawn as its question and answers, with its length and whether several answers count', () => {
  const poll = extractMessage(
    `import { Poll, PollQuestion, PollAnswer, type ChatInputCommand } from 'commandkit';
     export const command = { name: 'lunch', description: 'Vote' };
     export const chatInput: ChatInputCommand = async ({ interaction }) => {
       await interaction.reply({ poll: (
         <Poll duration={4} allowMultiselect>
           <PollQuestion>Where do we eat?</PollQuestion>
           <PollAnswer emoji="🍜">Noodle bar</PollAnswer>
           <PollAnswer>Canteen</PollAnswer>
         </Poll>
       ) });
     };`,
    'tsx',
  )!;
  assert.ok(isDrawable(poll));
  assert.equal(poll.poll!.element, 'Poll');
  assert.equal(
    describeMessage(poll),
    "Preview: In reply to /lunch, the bot's message shows a poll asking “Where do we eat?” with the " +
      'answers “Noodle bar” and “Canteen”, open for 4 hours, several answers allowed.',
  );
});

test('extract: modal fields wrapped in labels (descriptions, file uploads, selects) and builder chains that set a component', () => {
  const modal = extractMessage(
    `import { Label, Modal, ShortInput, FileUpload, StringSelectMenu, StringSelectMenuOption, TextDisplay } from 'commandkit';
     export const chatInput = async ({ interaction }) => {
       await interaction.showModal(
         <Modal title="Report" onSubmit={async () => {}}>
           <TextDisplay content="Tell us what broke." />
           <Label label="Title" description="One line"><ShortInput customId="t" placeholder="Crash" /></Label>
           <Label label="Area"><StringSelectMenu customId="area"><StringSelectMenuOption label="Login" value="login" /></StringSelectMenu></Label>
           <Label label="Screenshots"><FileUpload customId="shots" minValues={1} maxValues={3} required={false} /></Label>
         </Modal>,
       );
     };`,
    'tsx',
  )!;
  assert.ok(isDrawable(modal));
  assert.equal(
    describeMessage(modal),
    'Preview: a pop-up form titled “Report” with the text “Tell us what broke.”, a short text field ' +
      '“Title” (required, placeholder “Crash”) with the hint “One line”, a select menu with the options ' +
      '“Login” labelled “Area” and a file upload “Screenshots” (optional, up to 3 files), and the buttons ' +
      'Cancel and Submit.',
  );
  const built = extractMessage(
    `import { FileUploadBuilder, LabelBuilder, ModalBuilder } from 'discord.js';
     export const chatInput = async ({ interaction }) => {
       const files = new LabelBuilder().setLabel('Logs').setFileUploadComponent(new FileUploadBuilder().setCustomId('logs').setMaxValues(2));
       await interaction.showModal(new ModalBuilder().setTitle('Upload').addLabelComponents(files));
     };`,
    'ts',
  )!;
  assert.match(describeMessage(built), /a file upload “Logs” \(required, up to 2 files\)/);
});
