// Audit probe (audit-d): Poll, PollQuestion, PollAnswer, Section and Thumbnail, on a started offline bot.
// Run: npx tsx bench/audit-25/run-probe.ts --commit <sha> bench/audit-25/audit-d/probes/poll-section.tsx
import {startOfflineBot, type StepContext} from '#support';
import {
  ActionRow,
  Button,
  MediaGallery,
  MediaGalleryItem,
  Poll,
  PollAnswer,
  PollQuestion,
  Section,
  Separator,
  TextDisplay,
  Thumbnail,
} from 'commandkit';
import {ButtonStyle, MessageFlags, PollLayoutType, SectionBuilder, ThumbnailBuilder} from 'discord.js';
import {attempt, claim, probeCommand} from './support.js';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/probe.ts': probeCommand,
    'src/app/events/messagePollVoteAdd/seen.ts':
      'export default function (answer, userId) { (globalThis.votes ??= []).push({partial: answer.partial, id: answer.id, text: answer.text, voteCount: answer.voteCount, pollPartial: answer.poll.partial, userId: typeof userId}); }\n',
    'src/app.ts':
      "import { Client, Partials } from 'discord.js';\nexport default new Client({ intents: ['Guilds', 'GuildMessages', 'GuildMessagePolls'], partials: [Partials.Message, Partials.Poll, Partials.PollAnswer] });\n",
  });
  const run = async (handler: (ctx: any) => unknown) => {
    (globalThis as any).probeHandler = handler;
    return bot.chatInput('probe');
  };

  // --- Poll object
  const poll = (
    <Poll>
      <PollQuestion>Q?</PollQuestion>
      <PollAnswer emoji="🍜">A</PollAnswer>
      <PollAnswer>B</PollAnswer>
    </Poll>
  ) as any;
  claim('poll-object', {proto: Object.getPrototypeOf(poll) === Object.prototype, poll});
  claim(
    'layouts',
    Object.keys(PollLayoutType).filter((k) => isNaN(Number(k))),
  );
  claim(
    'no-question',
    attempt(() => (
      <Poll>
        <PollAnswer>A</PollAnswer>
      </Poll>
    )),
  );
  claim(
    'no-answers',
    attempt(() => (
      <Poll>
        <PollQuestion>Q</PollQuestion>
      </Poll>
    )),
  );

  // What discord.js sends for a poll (emoji by id, duration, validation of lengths and counts)
  const sent = await run(async ({interaction}: any) =>
    interaction.reply({
      poll: (
        <Poll duration={2}>
          <PollQuestion>Q?</PollQuestion>
          <PollAnswer emoji="🍜">A</PollAnswer>
          <PollAnswer emoji="123456789012345678">B</PollAnswer>
        </Poll>
      ),
    }),
  );
  claim('poll-request-body', sent.requests.map((r: any) => r.body?.data?.poll ?? r.body?.poll).filter(Boolean));
  const invalid: Record<string, unknown> = {};
  for (const [name, p] of Object.entries({
    question301: (
      <Poll>
        <PollQuestion>{'q'.repeat(301)}</PollQuestion>
        <PollAnswer>A</PollAnswer>
      </Poll>
    ),
    answer56: (
      <Poll>
        <PollQuestion>Q</PollQuestion>
        <PollAnswer>{'a'.repeat(56)}</PollAnswer>
      </Poll>
    ),
    answers11: <Poll>{[<PollQuestion>Q</PollQuestion>, ...[...Array(11).keys()].map((i) => <PollAnswer>{`a${i}`}</PollAnswer>)]}</Poll>,
    duration769: (
      <Poll duration={769}>
        <PollQuestion>Q</PollQuestion>
        <PollAnswer>A</PollAnswer>
      </Poll>
    ),
  })) {
    const d = await run(async ({interaction}: any) => {
      try {
        await interaction.reply({poll: p});
        invalid[name] = 'sent by discord.js (Discord decides)';
      } catch (e: any) {
        invalid[name] = `THROWS ${e?.message}`;
      }
    });
    void d;
  }
  claim('poll-limits-in-discordjs', invalid);

  // --- Votes: partial answer, fetch, voteCount, answers keyed from 1, end() on an expired poll
  const pollReply = await run(async ({interaction}: any) =>
    interaction.reply({
      poll: (
        <Poll>
          <PollQuestion>Vote?</PollQuestion>
          <PollAnswer>X</PollAnswer>
          <PollAnswer>Y</PollAnswer>
        </Poll>
      ),
    }),
  );
  const message = pollReply.replies.at(-1)!;
  await bot.vote(message, 1);
  await bot.vote(message, 1, bot.world.other);
  claim('votes-with-partials', (globalThis as any).votes);
  const fetched = await bot.during(async () => {
    const channel: any = await bot.client.channels.fetch(message.channel_id);
    const m = await channel.messages.fetch(message.id);
    (globalThis as any).fetchedPoll = {
      keys: [...m.poll.answers.keys()],
      answers: [...m.poll.answers.values()].map((a: any) => ({id: a.id, text: a.text, voteCount: a.voteCount})),
      resultsFinalized: m.poll.resultsFinalized,
      expiresAt: m.poll.expiresAt?.toISOString(),
    };
    m.poll.expiresTimestamp = Date.now() - 1000;
    try {
      await m.poll.end();
      (globalThis as any).endExpired = 'ended';
    } catch (e: any) {
      (globalThis as any).endExpired = `THROWS ${e?.code}: ${e?.message}`;
    }
  });
  claim('fetched-poll', (globalThis as any).fetchedPoll);
  claim('end-expired', {
    result: (globalThis as any).endExpired,
    requestsDuringEnd: fetched.requests.filter((r: any) => /expire/.test(r.path)).length,
  });

  // --- Section
  const sec = (s: any) => attempt(() => s.toJSON());
  claim('section-classes', [
    (
      <Section>
        <TextDisplay content="a" />
        <Thumbnail url="https://e.com/a.png" />
      </Section>
    ) instanceof SectionBuilder,
    <Thumbnail url="https://e.com/a.png" /> instanceof ThumbnailBuilder,
  ]);
  claim(
    'thumbnail-first',
    sec(
      <Section>
        <Thumbnail url="https://e.com/a.png" description="d" spoiler id={3} />
        <TextDisplay content="one" />
        <TextDisplay content="two" />
      </Section>,
    ),
  );
  claim(
    'section-drops',
    sec(
      <Section>
        Plain string
        <TextDisplay content="kept" />
        <Separator />
        <MediaGallery>
          <MediaGalleryItem url="https://e.com/a.png" />
        </MediaGallery>
        <ActionRow>
          <Button customId="r">r</Button>
        </ActionRow>
        <Thumbnail url="https://e.com/a.png" />
      </Section>,
    ),
  );
  claim(
    'section-two-accessories',
    sec(
      <Section>
        <TextDisplay content="t" />
        <Button customId="b">b</Button>
        <Thumbnail url="https://e.com/last.png" />
      </Section>,
    ),
  );
  const items = ['x', 'y'];
  claim(
    'section-mapped',
    sec(
      <Section>
        {items.map((i) => (
          <TextDisplay content={i} />
        ))}
        <Thumbnail url="https://e.com/a.png" />
      </Section>,
    ),
  );
  claim(
    'section-map-in-map',
    sec(
      <Section>
        {[items.map((i) => <TextDisplay content={i} />)]}
        <Thumbnail url="https://e.com/a.png" />
      </Section>,
    ),
  );
  claim(
    'section-id',
    sec(
      <Section id={9}>
        <TextDisplay content="t" />
        <Thumbnail url="https://e.com/a.png" />
      </Section>,
    ),
  );

  const errors: Record<string, unknown> = {};
  const send = async (name: string, component: any) => {
    await run(async ({interaction}: any) => {
      try {
        await interaction.reply({flags: MessageFlags.IsComponentsV2, components: [component]});
        errors[name] = 'sent';
      } catch (e: any) {
        errors[name] = `THROWS ${String(e?.message).split('\n')[0]}`;
      }
    });
  };
  await send(
    'no-accessory',
    <Section>
      <TextDisplay content="t" />
    </Section>,
  );
  await send(
    'no-text',
    <Section>
      <Thumbnail url="https://e.com/a.png" />
    </Section>,
  );
  await send(
    'four-texts',
    <Section>
      <TextDisplay content="1" />
      <TextDisplay content="2" />
      <TextDisplay content="3" />
      <TextDisplay content="4" />
      <Thumbnail url="https://e.com/a.png" />
    </Section>,
  );
  await send(
    'three-texts',
    <Section>
      <TextDisplay content="1" />
      <TextDisplay content="2" />
      <TextDisplay content="3" />
      <Thumbnail url="https://e.com/a.png" />
    </Section>,
  );
  await send(
    'bad-url',
    <Section>
      <TextDisplay content="t" />
      <Thumbnail url="ftp://e.com/a.png" />
    </Section>,
  );
  await send(
    'attachment-url',
    <Section>
      <TextDisplay content="t" />
      <Thumbnail url="attachment://a.png" />
    </Section>,
  );
  await send(
    'desc-1025',
    <Section>
      <TextDisplay content="t" />
      <Thumbnail url="https://e.com/a.png" description={'d'.repeat(1025)} />
    </Section>,
  );
  await send(
    'desc-1024',
    <Section>
      <TextDisplay content="t" />
      <Thumbnail url="https://e.com/a.png" description={'d'.repeat(1024)} />
    </Section>,
  );
  await send(
    'button-no-id-no-url',
    <Section>
      <TextDisplay content="t" />
      <Button style={ButtonStyle.Primary}>b</Button>
    </Section>,
  );
  claim('section-send', errors);

  // TextDisplay children in a message (the lead is about modals; the same builder is used in messages)
  const td = await run(async ({interaction}: any) =>
    interaction.reply({flags: MessageFlags.IsComponentsV2, components: [<TextDisplay>Hello there</TextDisplay>]}),
  );
  claim('textdisplay-children-message-body', td.requests.map((r: any) => (r.body?.data ?? r.body)?.components).filter(Boolean));
}
