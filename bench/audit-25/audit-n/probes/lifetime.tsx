// Audit probe (audit-n): lifetime facts that need a clock or a fresh interceptor: each component's default
// options, the once-a-minute sweep, a filter's effect on `once`, plus label priority, ButtonKit without a custom id
// and the classes the v2 components return (using-jsx's table).
// Run: npx tsx bench/audit-25/run-probe.ts --commit <sha> bench/audit-25/audit-n/probes/lifetime.tsx
import {startOfflineBot, type StepContext} from '#support';
import {
  ActionRow,
  Button,
  ButtonKit,
  Container,
  File,
  MediaGallery,
  MediaGalleryItem,
  Modal,
  Separator,
  StringSelectMenu,
  StringSelectMenuKit,
  StringSelectMenuOption,
  TextDisplay,
  Thumbnail,
} from 'commandkit';
import {
  ContainerBuilder,
  FileBuilder,
  MediaGalleryBuilder,
  MediaGalleryItemBuilder,
  SeparatorBuilder,
  TextDisplayBuilder,
  ThumbnailBuilder,
} from 'discord.js';
import {attempt, claim, otherCommand, probeCommand} from './support.js';

export const installs = {typescript: '^5.8.3'};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function reproduce(context: StepContext): Promise<void> {
  const {bot, commandkit} = await startOfflineBot(context, {
    'src/app/commands/probe.ts': probeCommand,
    'src/app/commands/other.ts': otherCommand,
  });
  const options = () =>
    [...(commandkit.eventInterceptor.subscribers.get('interactionCreate') ?? [])].map((l: any) => {
      const {registeredAt, filter, onEnd, onError, ...rest} = Reflect.get(l, 'options') ?? {};
      return rest;
    });
  // The sweep: a handler whose 15 s ran out is ended by the sweep (no interaction arrives after the first seconds).
  const ends: string[] = [];
  const started = Date.now();
  <Button
    customId="sweep"
    options={{time: 15_000}}
    onEnd={(r) => {
      ends.push(`${r}@${Math.round((Date.now() - started) / 1000)}s`);
    }}
    onClick={() => {}}>
    S
  </Button>;
  <Button customId="d-b" onClick={() => {}}>
    B
  </Button>;
  <StringSelectMenu customId="d-s" onSelect={() => {}}>
    <StringSelectMenuOption label="A" value="a" />
  </StringSelectMenu>;
  <Modal customId="d-m" title="M" onSubmit={() => {}} />;
  claim('defaults-sweepbutton-button-menu-modal', options());

  // A run-once kit whose filter refuses: refused interactions do not use up `once`.
  let allow = false;
  const seen: string[] = [];
  (globalThis as any).probeHandler = async ({interaction}: any) => {
    const kit = new StringSelectMenuKit()
      .setCustomId('f-once')
      .addOptions({label: 'A', value: 'a'})
      .onSelect(async (i) => {
        seen.push('handled');
        await i.reply('ok');
      });
    kit.filter(() => allow);
    await interaction.reply({content: 'f', components: [<ActionRow>{kit}</ActionRow>]});
  };
  const sent = await bot.chatInput('probe');
  await bot.chatInput('other');
  await bot.select(sent.replies[0], 'f-once', ['a']);
  allow = true;
  const later = await bot.select(sent.replies[0], 'f-once', ['a']);
  claim('filter-refusals-keep-once', {seen, answeredWhenAllowed: later.replies[0]?.content ?? null});

  claim(
    'label-priority',
    (
      <Button customId="p" label="From label">
        From children
      </Button>
    ).toJSON().label,
  );
  claim(
    'buttonkit-onclick-without-id',
    await attempt(() => {
      new ButtonKit().setLabel('x').onClick(() => {});
      return 'ok';
    }),
  );
  claim('v2-classes', [
    <TextDisplay content="t" /> instanceof TextDisplayBuilder,
    (
      <Container accentColor={0x5865f2}>
        <TextDisplay content="t" />
      </Container>
    ) instanceof ContainerBuilder,
    <Separator /> instanceof SeparatorBuilder,
    <File url="attachment://a.txt" /> instanceof FileBuilder,
    (
      <MediaGallery>
        <MediaGalleryItem url="https://e.com/a.png" />
      </MediaGallery>
    ) instanceof MediaGalleryBuilder,
    <MediaGalleryItem url="https://e.com/a.png" /> instanceof MediaGalleryItemBuilder,
    <Thumbnail url="https://e.com/a.png" /> instanceof ThumbnailBuilder,
  ]);

  await sleep(Math.max(0, 62_000 - (Date.now() - started)));
  claim('sweep-without-interactions', ends);
}
