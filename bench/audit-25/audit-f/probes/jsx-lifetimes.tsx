// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Audit-f probe: handler lifetimes, defaults, error paths and payloads of the JSX components (jsx-components/*).
// Each check prints one `CLAIM <id> <observed>` line; bench/audit-25/audit-f.md quotes them.
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
  ShortInput,
  Separator,
  StringSelectMenu,
  StringSelectMenuOption,
  TextDisplay,
} from 'commandkit';
import {ButtonBuilder, ButtonStyle} from 'discord.js';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
const tryJson = (f: () => unknown) => {
  try {
    return f();
  } catch (e: any) {
    return `THROWS: ${String(e?.message ?? e).split('\n')[0]}`;
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The options object each live subscription of the interceptor carries (what decides its lifetime). */
function subscriptionOptions(commandkit: any): any[] {
  const subs = (commandkit.eventInterceptor as any).subscribers.get('interactionCreate');
  return subs ? [...subs].map((s: any) => Reflect.get(s, 'options')) : [];
}

export async function reproduce(context: StepContext): Promise<void> {
  const {bot, commandkit} = await startOfflineBot(context, {});

  // Stores a message the bot "sent" with these rows, so that the kit can click/select on it.
  let n = 0;
  const post = (rows: any[]) => {
    const msg = {
      id: `11000000000000001${String(++n).padStart(2, '0')}`,
      channel_id: bot.world.channel.id,
      components: rows.map((r) => r.toJSON()),
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
    };
    (bot.rest.messages as Map<string, any>).set(msg.id, msg);
    return msg;
  };
  const unrelated = () => bot.chatInput('nothing-registered');

  // 1. Defaults each component starts with (no options prop).
  const before = subscriptionOptions(commandkit).length;
  <Button onClick={() => {}}>d</Button>;
  <StringSelectMenu onSelect={() => {}}>
    <StringSelectMenuOption label="a" value="a" />
  </StringSelectMenu>;
  const modal = (
    <Modal title="t" onSubmit={() => {}}>
      <ShortInput customId="f" label="f" />
    </Modal>
  );
  void modal;
  claim(
    'defaults',
    subscriptionOptions(commandkit)
      .slice(before)
      .map((o) => ({time: o.time, autoReset: o.autoReset, once: o.once})),
  );

  // 2. A button keeps its onError prop even with an options prop (the emoji example relies on it).
  const errs: string[] = [];
  const b1 = (
    <Button
      customId="err-with-options"
      options={{time: 60_000}}
      onError={(e) => errs.push(e.message)}
      onClick={async () => {
        throw new Error('boom');
      }}>
      e
    </Button>
  );
  const m1 = post([<ActionRow>{b1}</ActionRow>]);
  const c1 = await bot.click(m1, 'err-with-options');
  claim('button-onError-prop-with-options', {onError: errs, clientErrors: c1.errors.length});

  // 3. options.onError on a button is ignored.
  const errs2: string[] = [];
  const b2 = (
    <Button
      customId="err-in-options"
      options={{time: 60_000, onError: (e: Error) => errs2.push(e.message)}}
      onClick={async () => {
        throw new Error('boom2');
      }}>
      e2
    </Button>
  );
  const m2 = post([<ActionRow>{b2}</ActionRow>]);
  const c2 = await bot.click(m2, 'err-in-options');
  claim('button-options-onError', {onError: errs2, clientErrors: c2.errors.map((e: any) => String(e?.message ?? e))});

  // 4. Default select menu: an unrelated interaction ends it ('once'); with kit.filter() returning false it does not.
  const ends: string[] = [];
  <StringSelectMenu customId="sel-default" onSelect={() => {}} onEnd={(r) => ends.push(`default:${r}`)}>
    <StringSelectMenuOption label="a" value="a" />
  </StringSelectMenu>;
  const filtered = (
    <StringSelectMenu customId="sel-filtered" onSelect={() => {}} onEnd={(r) => ends.push(`filtered:${r}`)}>
      <StringSelectMenuOption label="a" value="a" />
    </StringSelectMenu>
  ) as any;
  filtered.filter(() => false);
  await unrelated();
  claim('select-default-once', ends);

  // 5. A button with no options survives unrelated interactions (once false); answers two clicks.
  let clicks = 0;
  const b3 = (
    <Button
      customId="twice"
      onClick={async (i) => {
        clicks++;
        await i.deferUpdate();
      }}>
      t
    </Button>
  );
  const m3 = post([<ActionRow>{b3}</ActionRow>]);
  await unrelated();
  await bot.click(m3, 'twice');
  await bot.click(m3, 'twice');
  claim('button-not-once', clicks);

  // 6. 'time' is reported when the next interaction arrives after the deadline; 'destroy' on interceptor shutdown.
  const ends2: string[] = [];
  <Button customId="short" options={{time: 50, autoReset: false}} onClick={() => {}} onEnd={(r) => ends2.push(`short:${r}`)}>
    s
  </Button>;
  <Button customId="long" options={{time: 600_000}} onClick={() => {}} onEnd={(r) => ends2.push(`long:${r}`)}>
    l
  </Button>;
  await sleep(120);
  claim('time-before-interaction', [...ends2]);
  await unrelated();
  claim('time-after-interaction', [...ends2]);

  // 7. options.once written by hand is ignored (button with once true answers twice).
  let onceClicks = 0;
  const b4 = (
    <Button
      customId="once-opt"
      options={{time: 60_000, once: true}}
      onClick={async (i) => {
        onceClicks++;
        await i.deferUpdate();
      }}>
      o
    </Button>
  );
  const m4 = post([<ActionRow>{b4}</ActionRow>]);
  await bot.click(m4, 'once-opt');
  await bot.click(m4, 'once-opt');
  claim('options-once-ignored', onceClicks);

  // 8. Without onError: the error is the client's `error` event; with no error listener, what does the process see?
  const seen: string[] = [];
  const onUnhandled = (e: any) => seen.push(`unhandledRejection:${e?.message ?? e}`);
  const onUncaught = (e: any) => seen.push(`uncaughtException:${String(e?.message ?? e).split('\n')[0]}`);
  process.on('unhandledRejection', onUnhandled);
  process.on('uncaughtException', onUncaught);
  const savedErrorListeners = bot.client.listeners('error');
  bot.client.removeAllListeners('error');
  const b5 = (
    <Button
      customId="no-onerror"
      onClick={async () => {
        throw new Error('unlistened');
      }}>
      x
    </Button>
  );
  const m5 = post([<ActionRow>{b5}</ActionRow>]);
  await bot.click(m5, 'no-onerror');
  await sleep(200);
  for (const l of savedErrorListeners) bot.client.on('error', l as any);
  process.off('unhandledRejection', onUnhandled);
  process.off('uncaughtException', onUncaught);
  claim('no-error-listener', seen);

  // 9. Payloads of the v2 components and their `id` prop.
  claim('payload-separator', [tryJson(() => (<Separator />).toJSON()), tryJson(() => (<Separator id={7} />).toJSON())]);
  claim(
    'payload-file',
    tryJson(() => (<File url="attachment://a.csv" id={8} />).toJSON()),
  );
  claim(
    'payload-gallery-id',
    tryJson(() =>
      (
        <MediaGallery id={9}>
          <MediaGalleryItem url="https://e.com/1.png" />
        </MediaGallery>
      ).toJSON(),
    ),
  );
  claim(
    'payload-container-id',
    tryJson(() =>
      (
        <Container accentColor={1} id={10}>
          <TextDisplay content="x" />
        </Container>
      ).toJSON(),
    ),
  );
  claim(
    'file-https',
    tryJson(() => (<File url="https://example.com/a.csv" />).toJSON()),
  );

  // 10. Button corner cases: disabled without id, premium with the tag and with ButtonBuilder.
  claim(
    'disabled-no-id',
    tryJson(() => (<Button disabled>Off</Button>).toJSON()),
  );
  claim(
    'premium-tag',
    tryJson(() => (<Button style={ButtonStyle.Premium} skuId="123456789012345678" />).toJSON()),
  );
  claim(
    'premium-builder',
    tryJson(() => new ButtonBuilder().setStyle(ButtonStyle.Premium).setSKUId('123456789012345678').toJSON()),
  );
  claim(
    'link-onclick-kit',
    tryJson(() =>
      new ButtonKit()
        .setStyle(ButtonStyle.Link)
        .setURL('https://e.com')
        .onClick(() => {}),
    ),
  );

  // 11. dispose(): onEnd gets 'unsubscribe' and a later click gets no answer.
  const ends3: string[] = [];
  let disposedRuns = 0;
  const b6 = (
    <Button
      customId="dispose-me"
      onEnd={(r) => ends3.push(r)}
      onClick={async (i, btn) => {
        disposedRuns++;
        btn.dispose();
        await i.deferUpdate();
      }}>
      d
    </Button>
  );
  const m6 = post([<ActionRow>{b6}</ActionRow>]);
  await bot.click(m6, 'dispose-me');
  const again = await bot.click(m6, 'dispose-me');
  claim('dispose', {ends3, disposedRuns, requestsOnSecondClick: again.requests.length});

  // 12. Fragment with a single child; a fragment nested in a fragment.
  const single = (
    <>
      <TextDisplay content="a" />
    </>
  ) as any;
  const nested = (
    <>
      <>{[<TextDisplay content="a" />]}</>
      <TextDisplay content="b" />
    </>
  ) as any;
  claim('fragment-shapes', {
    single: Array.isArray(single) && single.length,
    nested: nested.map((x: any) => (Array.isArray(x) ? 'array' : x.constructor.name)),
  });

  // 13. A subscription starts when the JSX runs (count goes up before anything is sent) and the destroy reason.
  const ends4: string[] = [];
  const count0 = subscriptionOptions(commandkit).length;
  <Button customId="made" onClick={() => {}} onEnd={(r) => ends4.push(r)}>
    m
  </Button>;
  claim('subscribed-on-creation', subscriptionOptions(commandkit).length - count0);
  commandkit.eventInterceptor.destroy();
  claim('destroy-reason', {ends4, long: ends2});
}
