// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Audit-o probe: what the Components v2 tags of the discord-components-v2 pages build, and what a reply with them
// sends or throws on the offline bot (discord.js validates locally; Discord's own checks need Discord).
import {startOfflineBot, type StepContext} from '#support';
import {ActionRow, Button, Container, File, MediaGallery, MediaGalleryItem, Section, Separator, TextDisplay, Thumbnail} from 'commandkit';
import {ButtonStyle, Colors, ContainerBuilder, MessageFlags, SeparatorSpacingSize} from 'discord.js';

const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
const attempt = (f: () => unknown) => {
  try {
    return f();
  } catch (e: any) {
    return `THROWS: ${String(e?.message ?? e).split('\n')[0]}`;
  }
};
const brief = (r: any) => ({...r, components: r.components ? `${r.components.length} top-level` : undefined});
const json = (b: any) => attempt(() => b.toJSON());
const gtypes = (b: any) => attempt(() => b.toJSON().items.map((c: any) => c.media?.url));
const types = (b: any) => attempt(() => b.toJSON().components.map((c: any) => c.type));

export async function reproduce(context: StepContext): Promise<void> {
  // The command replies with whatever the probe puts in globalThis.nextReply, and records what reply() threw.
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/send.ts': [
      "export const command = { name: 'send', description: 'send' };",
      'export const chatInput = async ({ interaction }) => {',
      '  try { await interaction.reply(globalThis.nextReply()); globalThis.replyError = null; }',
      '  catch (e) { globalThis.replyError = String(e?.message ?? e).split("\\n")[0]; }',
      '};',
      'export const message = async ({ message }) => { await message.reply(globalThis.nextReply()); };',
    ].join('\n'),
  });
  const send = async (payload: () => any) => {
    (globalThis as any).nextReply = payload;
    const run = await bot.chatInput('send');
    return {
      error: (globalThis as any).replyError,
      requests: run.requests.length,
      flags: run.replies[0]?.flags,
      components: run.replies[0]?.components,
      content: run.replies[0]?.content,
    };
  };

  // --- Builders each tag returns
  claim('classes', {
    container: (<Container accentColor={1} />).constructor.name,
    section: (
      <Section>
        <TextDisplay content="a" />
        <Thumbnail url="https://e.com/a.png" />
      </Section>
    ).constructor.name,
    thumbnail: (<Thumbnail url="https://e.com/a.png" />).constructor.name,
    separator: (<Separator />).constructor.name,
    text: (<TextDisplay content="x" />).constructor.name,
    gallery: (
      <MediaGallery>
        <MediaGalleryItem url="https://e.com/a.png" />
      </MediaGallery>
    ).constructor.name,
    item: (<MediaGalleryItem url="https://e.com/a.png" />).constructor.name,
    file: (<File url="attachment://a.txt" />).constructor.name,
  });

  // --- Container: accent colours, spoiler, id
  const accent = (c: any) =>
    attempt(
      () =>
        (
          <Container accentColor={c}>
            <TextDisplay content="x" />
          </Container>
        ).toJSON().accent_color,
    );
  claim('accent-forms', {
    number: accent(0x5865f2),
    hex: accent('#5865F2'),
    tuple: accent([88, 101, 242]),
    colors: accent(Colors.Blurple),
    named: accent('Orange'),
    default: accent('Default'),
    random3: [accent('Random'), accent('Random'), accent('Random')],
    negative: accent(-1),
    tooBig: accent(0x1000000),
  });
  claim(
    'container-no-accent',
    attempt(() =>
      JSON.stringify(
        (
          <Container>
            <TextDisplay content="x" />
          </Container>
        ).toJSON(),
      ),
    ),
  );
  claim(
    'container-spoiler-id',
    json(
      <Container accentColor={1} spoiler id={7}>
        <TextDisplay content="x" />
      </Container>,
    ),
  );
  const plain = new ContainerBuilder()
    .addTextDisplayComponents(<TextDisplay content="### No accent color here" />)
    .addSeparatorComponents(<Separator />);
  claim('plain-container', json(plain));
  claim(
    'container-children',
    types(
      <Container accentColor={1}>
        <TextDisplay content="t" />
        <Section>
          <TextDisplay content="s" />
          <Thumbnail url="https://e.com/a.png" />
        </Section>
        <MediaGallery>
          <MediaGalleryItem url="https://e.com/a.png" />
        </MediaGallery>
        <Separator />
        <File url="attachment://a.txt" />
        <ActionRow>
          <Button customId="b">b</Button>
        </ActionRow>
        <Button customId="direct">direct</Button>
        <Container accentColor={2}>
          <TextDisplay content="nested" />
        </Container>
        {'a plain string'}
      </Container>,
    ),
  );
  claim(
    'container-flatten',
    types(
      <Container accentColor={1}>
        <TextDisplay content="first" />
        {[1, 2].map((n) => (
          <TextDisplay content={`m${n}`} />
        ))}
        {[[<Separator />], <TextDisplay content="deep-sibling" />]}
        <TextDisplay content="last" />
      </Container>,
    ),
  );
  // A container or section with nothing valid inside: does discord.js reject it before sending?
  claim('container-empty-reply', await send(() => ({flags: MessageFlags.IsComponentsV2, components: [<Container accentColor={1} />]})));
  claim(
    'container-row-6-buttons',
    await send(() => ({
      flags: MessageFlags.IsComponentsV2,
      components: [
        <Container accentColor={1}>
          <ActionRow>
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <Button customId={`b${n}`}>{n}</Button>
            ))}
          </ActionRow>
        </Container>,
      ],
    })),
  );

  // --- Section
  const sec = (node: any) =>
    attempt(() => {
      const j = node.toJSON();
      return {
        texts: j.components.map((c: any) => c.content),
        accessory: j.accessory?.type,
        url: j.accessory?.media?.url ?? j.accessory?.url ?? j.accessory?.custom_id,
      };
    });
  claim(
    'section-thumb-first',
    sec(
      <Section>
        <Thumbnail url="https://e.com/a.png" />
        <TextDisplay content="one" />
        <TextDisplay content="two" />
      </Section>,
    ),
  );
  claim('section-two-accessories', {
    thumbThenButton: sec(
      <Section>
        <TextDisplay content="x" />
        <Thumbnail url="https://e.com/a.png" />
        <Button customId="btn">b</Button>
      </Section>,
    ),
    buttonThenThumb: sec(
      <Section>
        <TextDisplay content="x" />
        <Button customId="btn">b</Button>
        <Thumbnail url="https://e.com/a.png" />
      </Section>,
    ),
  });
  claim(
    'section-others-dropped',
    sec(
      <Section>
        Hello
        <Separator />
        <MediaGallery>
          <MediaGalleryItem url="https://e.com/a.png" />
        </MediaGallery>
        <ActionRow>
          <Button customId="r">r</Button>
        </ActionRow>
        <TextDisplay content="kept" />
        <Thumbnail url="https://e.com/a.png" />
      </Section>,
    ),
  );
  claim(
    'section-map',
    sec(
      <Section>
        {['a', 'b'].map((t) => (
          <TextDisplay content={t} />
        ))}
        <Thumbnail url="https://e.com/a.png" />
      </Section>,
    ),
  );
  claim(
    'section-nested-map',
    sec(
      <Section>
        {[['a'], ['b']].map((l) => l.map((t) => <TextDisplay content={t} />))}
        <Thumbnail url="https://e.com/a.png" />
      </Section>,
    ),
  );
  const v2 = (c: any) => () => ({flags: MessageFlags.IsComponentsV2, components: [c]});
  claim(
    'section-no-accessory',
    await send(
      v2(
        <Section>
          <TextDisplay content="x" />
        </Section>,
      ),
    ),
  );
  claim(
    'section-no-text',
    await send(
      v2(
        <Section>
          <Thumbnail url="https://e.com/a.png" />
        </Section>,
      ),
    ),
  );
  claim(
    'section-four-texts',
    await send(
      v2(
        <Section>
          {['1', '2', '3', '4'].map((t) => (
            <TextDisplay content={t} />
          ))}
          <Thumbnail url="https://e.com/a.png" />
        </Section>,
      ),
    ),
  );
  claim(
    'section-bad-url',
    await send(
      v2(
        <Section>
          <TextDisplay content="x" />
          <Thumbnail url="e.com/a.png" />
        </Section>,
      ),
    ),
  );
  claim(
    'section-attachment-url',
    await send(
      v2(
        <Section>
          <TextDisplay content="x" />
          <Thumbnail url="attachment://a.png" />
        </Section>,
      ),
    ),
  );
  claim(
    'section-http-url',
    await send(
      v2(
        <Section>
          <TextDisplay content="x" />
          <Thumbnail url="http://e.com/a.png" />
        </Section>,
      ),
    ),
  );
  claim(
    'section-button-no-id',
    await send(
      v2(
        <Section>
          <TextDisplay content="x" />
          <Button style={ButtonStyle.Secondary}>b</Button>
        </Section>,
      ),
    ),
  );
  claim(
    'thumb-desc-1025',
    brief(
      await send(
        v2(
          <Section>
            <TextDisplay content="x" />
            <Thumbnail url="https://e.com/a.png" description={'d'.repeat(1025)} />
          </Section>,
        ),
      ),
    ),
  );
  claim(
    'thumb-desc-1024',
    (
      await send(
        v2(
          <Section>
            <TextDisplay content="x" />
            <Thumbnail url="https://e.com/a.png" description={'d'.repeat(1024)} />
          </Section>,
        ),
      )
    ).error,
  );
  claim('thumb-spoiler-id', json(<Thumbnail url="https://e.com/a.png" spoiler id={3} description="alt" />));

  // --- Separator
  claim('separator-json', {
    bare: json(<Separator />),
    large: json(<Separator spacing={SeparatorSpacingSize.Large} />),
    noLine: json(<Separator divider={false} />),
    both: json(<Separator divider={false} spacing={SeparatorSpacingSize.Large} id={4} />),
  });
  claim(
    'separator-in-row',
    attempt(() =>
      (
        <ActionRow>
          <Separator />
          <Button customId="x">x</Button>
        </ActionRow>
      )
        .toJSON()
        .components.map((c: any) => c.type),
    ),
  );

  // --- TextDisplay
  const name = 'Alice';
  claim('text', {
    contentWins: json(<TextDisplay content="from content">from children</TextDisplay>),
    twoChildren: json(<TextDisplay>Hello {name}</TextDisplay>),
    array: json(<TextDisplay>{['a', 'b', 3, true]}</TextDisplay>),
    number: json(<TextDisplay>{42}</TextDisplay>),
    boolean: json(<TextDisplay>{false}</TextDisplay>),
    true: json(<TextDisplay>{true}</TextDisplay>),
    zero: json(<TextDisplay>{0}</TextDisplay>),
    empty: json(<TextDisplay>{''}</TextDisplay>),
    id: json(<TextDisplay content="x" id={9} />),
    multiline: json(<TextDisplay># Weekly report Everything went fine.</TextDisplay>),
  });
  const fragment = (
    <>
      <TextDisplay content="a" />
      <TextDisplay content="b" />
    </>
  );
  claim(
    'fragment',
    attempt(() => ({isArray: Array.isArray(fragment), items: fragment.map?.((c: any) => c.constructor.name)})),
  );
  claim('reply-zero', await send(() => ({flags: MessageFlags.IsComponentsV2, components: [<TextDisplay>{0}</TextDisplay>]})));
  claim('reply-fragment', await send(() => ({flags: MessageFlags.IsComponentsV2, components: fragment})));
  claim('reply-no-flag', await send(() => ({components: [<TextDisplay content="no flag" />]})));
  claim(
    'reply-content-and-flag',
    await send(() => ({content: 'hi', flags: MessageFlags.IsComponentsV2, components: [<TextDisplay content="x" />]})),
  );
  claim(
    'reply-ephemeral-v2',
    await send(() => ({flags: [MessageFlags.IsComponentsV2, MessageFlags.Ephemeral], components: [<TextDisplay content="x" />]})),
  );
  claim(
    'reply-41-components',
    brief(
      await send(() => ({
        flags: MessageFlags.IsComponentsV2,
        components: Array.from({length: 41}, (_, i) => <TextDisplay content={`t${i}`} />),
      })),
    ),
  );
  claim(
    'reply-4001-chars',
    await send(() => ({flags: MessageFlags.IsComponentsV2, components: [<TextDisplay content={'x'.repeat(4001)} />]})),
  );
  (globalThis as any).nextReply = () => ({
    flags: MessageFlags.IsComponentsV2,
    components: [<TextDisplay content="from a prefix command" />],
  });
  const msg = await bot.send('!send');
  claim('message-reply-v2', {
    flags: msg.replies[0]?.flags,
    components: msg.replies[0]?.components?.map((c: any) => c.type),
    errors: msg.errors.map(String),
  });

  // --- Media gallery
  claim('gallery', {
    nested: gtypes(
      <MediaGallery>
        {[['https://e.com/1.png'], ['https://e.com/2.png']].map((l) => l.map((u) => <MediaGalleryItem url={u} />))}
      </MediaGallery>,
    ),
    mapped: gtypes(
      <MediaGallery>
        {['https://e.com/1.png', 'https://e.com/2.png'].map((u) => (
          <MediaGalleryItem url={u} />
        ))}
      </MediaGallery>,
    ),
    item: json(
      <MediaGallery>
        <MediaGalleryItem url="https://e.com/1.png" description="alt" spoiler />
      </MediaGallery>,
    ),
  });
  claim(
    'gallery-item-no-url',
    await send(
      v2(
        <MediaGallery>
          <MediaGalleryItem description="x" />
        </MediaGallery>,
      ),
    ),
  );
  claim(
    'gallery-11-items',
    await send(
      v2(
        <MediaGallery>
          {Array.from({length: 11}, (_, i) => (
            <MediaGalleryItem url={`https://e.com/${i}.png`} />
          ))}
        </MediaGallery>,
      ),
    ),
  );
  claim('gallery-0-items', await send(v2(<MediaGallery />)));
  claim(
    'gallery-alt-1025',
    attempt(() => <MediaGalleryItem url="https://e.com/1.png" description={'d'.repeat(1025)} /> && 'built'),
  );
  claim(
    'gallery-id',
    json(
      <MediaGallery id={5}>
        <MediaGalleryItem url="https://e.com/1.png" />
      </MediaGallery>,
    ),
  );

  // --- File
  claim('file-json', json(<File url="attachment://a.csv" spoiler id={2} />));
  claim(
    'file-https',
    attempt(() => <File url="https://e.com/a.csv" /> && 'built'),
  );
  claim(
    'file-no-url',
    attempt(() => <File /> && 'built'),
  );
  claim('file-no-url-reply', await send(() => ({flags: MessageFlags.IsComponentsV2, components: [<File />]})));
}
