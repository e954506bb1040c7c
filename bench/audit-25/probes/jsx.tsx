// Audit probe: the JSX runtime and components (jsx-components/* pages).
import {startOfflineBot, type StepContext} from '#support';
import {
  ActionRow,
  Button,
  ButtonKit,
  Container,
  File,
  MediaGallery,
  MediaGalleryItem,
  Section,
  Separator,
  StringSelectMenu,
  StringSelectMenuOption,
  TextDisplay,
  Thumbnail,
  UserSelectMenu,
} from 'commandkit';
import {ActionRowBuilder, ButtonBuilder, ButtonStyle, ContainerBuilder} from 'discord.js';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
const tryJson = (f: () => unknown) => {
  try {
    return f();
  } catch (e: any) {
    return `THROWS: ${String(e?.message ?? e).split('\n')[0]}`;
  }
};

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {});
  const fromJsx = (
    <ActionRow>
      <Button customId="ping">Ping</Button>
    </ActionRow>
  ) as any;
  const byHand = (ActionRow as any)({children: (Button as any)({customId: 'ping', children: 'Ping'})});
  claim('instanceof', [
    fromJsx instanceof ActionRowBuilder,
    byHand instanceof ActionRowBuilder,
    <Button customId="x">x</Button> instanceof ButtonBuilder,
    <Button customId="x">x</Button> instanceof ButtonKit,
  ]);
  const frag = (
    <>
      <ActionRow>
        <Button customId="a">A</Button>
      </ActionRow>
    </>
  ) as any;
  claim('fragment', {isArray: Array.isArray(frag), length: frag.length});
  const item = 'Sword';
  claim(
    'childless-button',
    tryJson(() => (<Button customId="c" />).toJSON()),
  );
  claim(
    'key-on-childless',
    tryJson(() => (<Button key="k1" customId="c" />).toJSON()),
  );
  claim(
    'mixed-children',
    tryJson(() => (<Button customId="m">Buy {item}</Button>).toJSON()),
  );
  claim(
    'label-priority',
    tryJson(() =>
      (
        <Button customId="l" label="From label">
          From children
        </Button>
      ).toJSON(),
    ),
  );
  claim(
    'no-onclick-no-id',
    tryJson(() => (<Button>Plain</Button>).toJSON()),
  );
  claim(
    'onclick-generated-id',
    tryJson(() => (<Button onClick={() => {}}>Click</Button>).toJSON()),
  );
  claim(
    'url-default-style',
    tryJson(() => (<Button url="https://example.com">Site</Button>).toJSON()),
  );
  claim(
    'url-and-onclick',
    tryJson(() =>
      (
        <Button url="https://example.com" style={ButtonStyle.Link} onClick={() => {}}>
          Site
        </Button>
      ).toJSON(),
    ),
  );
  claim(
    'link-ok',
    tryJson(() =>
      (
        <Button url="https://example.com" style={ButtonStyle.Link}>
          Site
        </Button>
      ).toJSON(),
    ),
  );
  claim(
    'select-default-id',
    tryJson(() =>
      (
        <StringSelectMenu>
          <StringSelectMenuOption label="a" value="a" />
        </StringSelectMenu>
      ).toJSON(),
    ),
  );
  claim(
    'user-select-defaultValues-ids',
    tryJson(() => (<UserSelectMenu defaultValues={['1' as any]} />).toJSON()),
  );

  // v2
  claim(
    'container-no-accent',
    tryJson(() =>
      (
        <Container>
          <TextDisplay content="x" />
        </Container>
      ).toJSON(),
    ),
  );
  claim(
    'container-children',
    tryJson(() =>
      (
        <Container accentColor="#5865F2" spoiler>
          <TextDisplay content="t" />
          <Button customId="direct">direct</Button>
          <Container accentColor={1}>
            <TextDisplay content="inner" />
          </Container>
          {[[<Separator />], <TextDisplay content="mapped" />]}
          <ActionRow>
            <Button customId="r">row</Button>
          </ActionRow>
        </Container>
      ).toJSON(),
    ),
  );
  claim(
    'container-random',
    [0, 1, 2].map(
      () =>
        (
          <Container accentColor="Random">
            <TextDisplay content="x" />
          </Container>
        ).toJSON().accent_color,
    ),
  );
  claim(
    'container-out-of-range',
    tryJson(() =>
      (
        <Container accentColor={0x1000000}>
          <TextDisplay content="x" />
        </Container>
      ).toJSON(),
    ),
  );
  claim(
    'section-two-accessories',
    tryJson(() =>
      (
        <Section>
          <TextDisplay content="a" />
          <Thumbnail url="https://example.com/a.png" />
          <Button customId="s">b</Button>
          <Separator />
        </Section>
      ).toJSON(),
    ),
  );
  claim(
    'section-at-top-level-ok',
    (
      <Section>
        <TextDisplay content="a" />
        <Thumbnail url="https://example.com/a.png" />
      </Section>
    ).constructor.name,
  );
  claim(
    'container-builder-accepts',
    tryJson(() => new ContainerBuilder().addTextDisplayComponents(<TextDisplay content="hi" />).toJSON()),
  );
  claim('text-display', [
    tryJson(() => (<TextDisplay content="c">children</TextDisplay>).toJSON()),
    tryJson(() => (<TextDisplay>Hello {'Alice'}</TextDisplay>).toJSON()),
    tryJson(() => (<TextDisplay># Weekly report Everything went fine.</TextDisplay>).toJSON()),
  ]);
  claim('separator', [tryJson(() => (<Separator />).toJSON()), tryJson(() => (<Separator divider={false} />).toJSON())]);
  claim(
    'file',
    tryJson(() => (<File url="attachment://a.csv" spoiler />).toJSON()),
  );
  claim(
    'gallery',
    tryJson(() =>
      (
        <MediaGallery>
          {[['https://e.com/1.png', 'https://e.com/2.png'].map((u) => <MediaGalleryItem url={u} description="d" />)]}
        </MediaGallery>
      ).toJSON(),
    ),
  );

  // handlers
  const ends: string[] = [];
  const errors: string[] = [];
  const seen: string[] = [];
  const clicked = (
    <Button
      customId="h1"
      onClick={async (i, b) => {
        seen.push('clicked');
        await i.reply('ok');
        b.dispose();
      }}
      onEnd={(r) => ends.push(String(r))}>
      h1
    </Button>
  ) as any;
  const failing = (
    <Button
      customId="h2"
      onClick={async () => {
        throw new Error('click boom');
      }}>
      h2
    </Button>
  ) as any;
  const failingWithOnError = (
    <Button
      customId="h3"
      onError={(e) => errors.push(e.message)}
      onClick={async () => {
        throw new Error('click boom 3');
      }}>
      h3
    </Button>
  ) as any;
  const filtered = (
    <Button
      customId="h4"
      options={{
        filter: (i: any) => {
          seen.push('filter saw ' + (i.isButton?.() ? i.customId : i.type));
          return false;
        },
      }}
      onClick={async () => {
        seen.push('h4 ran');
      }}>
      h4
    </Button>
  ) as any;
  const sent = await bot.chatInput('nothing-registered');
  void sent;
  const msg = {
    id: '1100000000000000099',
    channel_id: bot.world.channel.id,
    components: [fromJsx.toJSON(), new ActionRowBuilder().addComponents(clicked, failing, failingWithOnError, filtered).toJSON()],
  };
  (bot.rest.messages as Map<string, any>).set(msg.id, {
    ...msg,
    content: '',
    author: bot.world.bot,
    type: 0,
    timestamp: new Date().toISOString(),
    embeds: [],
    attachments: [],
    mentions: [],
    mention_roles: [],
    pinned: false,
    tts: false,
    mention_everyone: false,
    edited_timestamp: null,
    flags: 0,
  });
  const c1 = await bot.click(msg as any, 'h1');
  claim('click-and-dispose', {seen, ends, requests: c1.requests.length});
  const c2 = await bot.click(msg as any, 'h2');
  claim(
    'throw-without-onError',
    c2.errors.map((e: any) => String(e?.message ?? e)),
  );
  const c3 = await bot.click(msg as any, 'h3');
  claim('throw-with-onError', {errors, clientErrors: c3.errors.map((e: any) => String(e?.message ?? e))});
  seen.length = 0;
  await bot.click(msg as any, 'h4');
  claim('filter', seen);
}
