// Audit probe (audit-n): the v1 JSX components on a started offline bot: the JSON each renders, when invalid props
// throw (render or send), generated ids, clicks, selections, modal submits, and each handler's lifetime.
// Run: npx tsx bench/audit-25/run-probe.ts --commit <sha> bench/audit-25/audit-n/probes/components.tsx
import {startOfflineBot, type StepContext} from '#support';
import {interactiveComponents} from '#bot-kit';
import {
  ActionRow,
  Button,
  ButtonKit,
  FileUpload,
  Label,
  Modal,
  Poll,
  PollAnswer,
  PollQuestion,
  ShortInput,
  StringSelectMenu,
  StringSelectMenuOption,
  UserSelectMenu,
} from 'commandkit';
import {ActionRowBuilder, ButtonBuilder, ButtonStyle} from 'discord.js';
import {attempt, claim, otherCommand, probeCommand} from './support.js';

export const installs = {typescript: '^5.8.3'};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function reproduce(context: StepContext): Promise<void> {
  const warnings: string[] = [];
  process.on('warning', (w: any) => warnings.push(`[${w.code}] ${w.name}: ${w.message}`));
  const rejections: unknown[] = [];
  process.on('unhandledRejection', (r) => rejections.push(String(r)));
  const {bot, commandkit} = await startOfflineBot(context, {
    'src/app/commands/probe.ts': probeCommand,
    'src/app/commands/other.ts': otherCommand,
  });
  const run = (handler: (ctx: any) => unknown) => {
    (globalThis as any).probeHandler = handler;
    return bot.chatInput('probe');
  };
  const reply = (components: any) => run(({interaction}: any) => interaction.reply({content: 'c', components}));
  const sendResult = async (make: () => any) => {
    let out: unknown = 'sent';
    await run(async ({interaction}: any) => {
      try {
        await interaction.reply({content: 'c', components: make()});
      } catch (e: any) {
        out = `THROWS ${e?.constructor?.name}: ${String(e?.message).split('\n')[0]}`;
      }
    });
    return out;
  };
  const subs = () => commandkit.eventInterceptor.getSubscriberCount('interactionCreate');

  // --- What JSX returns, and the JSON a button renders to
  const b = (<Button customId="x">Hi</Button>) as any;
  claim('button-defaults', [b instanceof ButtonKit, b instanceof ButtonBuilder, b.toJSON()]);
  claim('button-generated-id', String((<Button onClick={() => {}}>A</Button>).toJSON().custom_id).replace(/[0-9a-f-]{36}$/, '<uuid>'));
  claim('button-no-onclick-no-id', (<Button>A</Button>).toJSON().custom_id ?? null);
  claim('button-mixed-text', (<Button customId="m">Buy {'Sword'}</Button>).toJSON().label);
  claim(
    'button-false-child',
    await attempt(() =>
      (
        <Button customId="e" emoji="🔄">
          {false}
        </Button>
      ).toJSON(),
    ),
  );
  claim(
    'button-premium',
    await attempt(() =>
      (
        <Button style={ButtonStyle.Premium} skuId="123">
          {false}
        </Button>
      ).toJSON(),
    ),
  );
  claim('button-no-children', await attempt(() => ((<Button customId="n" emoji="🔄" />), 'rendered')));
  claim('fragment-single', [
    Array.isArray(
      <>
        <ActionRow>
          <Button customId="f">F</Button>
        </ActionRow>
      </>,
    ),
    (
      <>
        <ActionRow>
          <Button customId="f">F</Button>
        </ActionRow>
      </>
    ).length,
  ]);

  // invalid props: at render or at send?
  claim('label-81-render', await attempt(() => ((<Button customId="l">{'x'.repeat(81)}</Button>), 'rendered')));
  claim('label-81-tojson', await attempt(() => (<Button customId="l">{'x'.repeat(81)}</Button>).toJSON()));
  claim('customid-101-render', await attempt(() => ((<Button customId={'x'.repeat(101)}>A</Button>), 'rendered')));
  claim('url-primary-render', await attempt(() => ((<Button url="https://example.com">Go</Button>), 'rendered')));
  claim(
    'url-primary-send',
    await sendResult(() => [
      <ActionRow>
        <Button url="https://example.com">Go</Button>
      </ActionRow>,
    ]),
  );
  claim(
    'url-onclick-render',
    await attempt(
      () => (
        (
          <Button url="https://example.com" style={ButtonStyle.Link} onClick={() => {}}>
            Go
          </Button>
        ),
        'rendered'
      ),
    ),
  );
  claim(
    'url-onclick-send',
    await sendResult(() => [
      <ActionRow>
        <Button url="https://example.com" style={ButtonStyle.Link} onClick={() => {}}>
          Go
        </Button>
      </ActionRow>,
    ]),
  );
  claim(
    'six-buttons-send',
    await sendResult(() => [
      <ActionRow>
        {[1, 2, 3, 4, 5, 6].map((i) => (
          <Button customId={`b${i}`}>{String(i)}</Button>
        ))}
      </ActionRow>,
    ]),
  );
  claim('empty-row-send', await sendResult(() => [<ActionRow />]));
  claim('empty-string-menu-render', await attempt(() => ((<StringSelectMenu />), 'rendered')));
  claim(
    'empty-string-menu-send',
    await sendResult(() => [
      <ActionRow>
        <StringSelectMenu />
      </ActionRow>,
    ]),
  );
  claim(
    'menu-json',
    (
      <StringSelectMenu minValues={0} maxValues={2} placeholder="p">
        <StringSelectMenuOption label="A" value="a" default />
      </StringSelectMenu>
    ).toJSON(),
  );
  claim('menu-id-without-onselect', String((<UserSelectMenu />).toJSON().custom_id).replace(/[0-9a-f-]{36}$/, '<uuid>'));
  claim(
    'modal-id',
    String(
      (
        <Modal title="T" onSubmit={() => {}}>
          <Label label="A">
            <ShortInput customId="a" />
          </Label>
        </Modal>
      ).toJSON().custom_id,
    ).replace(/[0-9a-f-]{36}$/, '<uuid>'),
  );
  claim(
    'poll-defaults',
    <Poll>
      <PollQuestion>Q?</PollQuestion>
      <PollAnswer emoji="🍜">A</PollAnswer>
      <PollAnswer>B</PollAnswer>
    </Poll>,
  );
  claim(
    'poll-no-question',
    await attempt(() => (
      <Poll>
        <PollAnswer>A</PollAnswer>
        <PollAnswer>B</PollAnswer>
      </Poll>
    )),
  );
  claim('fileupload-json', [(<FileUpload customId="f" minValues={0} maxValues={3} required={false} />).toJSON()]);
  claim('fileupload-11-render', await attempt(() => ((<FileUpload customId="f" maxValues={11} />), 'rendered')));
  claim('fileupload-11-tojson', await attempt(() => (<FileUpload customId="f" maxValues={11} />).toJSON()));

  // --- Button lifetime: dispose -> onEnd('unsubscribe'); time -> onEnd('time') at the next interaction
  const ends: string[] = [];
  let clicks = 0;
  const d1 = await reply([
    <ActionRow>
      <Button
        customId="life-a"
        onEnd={(r) => {
          ends.push(`a:${r}`);
        }}
        onClick={async (i, btn) => {
          clicks++;
          btn.dispose();
          await i.reply('a');
        }}>
        A
      </Button>
    </ActionRow>,
  ]);
  const live = subs();
  const c1 = await bot.click(d1.replies[0], 'life-a');
  const c2 = await bot.click(d1.replies[0], 'life-a');
  claim('button-dispose', {
    ends: [...ends],
    clicks,
    firstReply: c1.replies[0]?.content,
    secondRequests: c2.requests.length,
    subscriptionsWhileLiveThenAfterDispose: [live, subs()],
  });

  ends.length = 0;
  const d2 = await reply([
    <ActionRow>
      <Button
        customId="life-t"
        options={{time: 300}}
        onEnd={(r) => {
          ends.push(`t:${r}`);
        }}
        onClick={async (i) => {
          await i.reply('t');
        }}>
        T
      </Button>
    </ActionRow>,
  ]);
  await sleep(400);
  const endsBefore = [...ends];
  const c3 = await bot.click(d2.replies[0], 'life-t');
  claim('button-time', {endsBeforeInteraction: endsBefore, endsAfter: [...ends], clickAnswered: c3.requests.length > 0});

  // autoReset: a button with time 600 stays alive when other interactions keep arriving (known issue)
  ends.length = 0;
  const d3 = await reply([
    <ActionRow>
      <Button
        customId="life-r"
        options={{time: 600}}
        onEnd={(r) => {
          ends.push(`r:${r}`);
        }}
        onClick={async (i) => {
          await i.reply('r');
        }}>
        R
      </Button>
    </ActionRow>,
  ]);
  for (let i = 0; i < 4; i++) {
    await sleep(300);
    await bot.chatInput('other');
  }
  const c4 = await bot.click(d3.replies[0], 'life-r');
  claim('button-autoreset-other-traffic', {elapsedMs: '>1200', ends: [...ends], clickReply: c4.replies[0]?.content ?? null});

  // filter: called with every interaction
  const seen: string[] = [];
  const d4 = await reply([
    <ActionRow>
      <Button
        customId="flt"
        options={{
          time: 60_000,
          filter: (i: any) => {
            seen.push(i.isButton() ? `button:${i.customId}` : `type${i.type}`);
            return true;
          },
        }}
        onClick={async (i, btn) => {
          btn.dispose();
          await i.reply('f');
        }}>
        F
      </Button>
    </ActionRow>,
  ]);
  await bot.chatInput('other');
  await bot.click(d4.replies[0], 'flt');
  claim('filter-sees-everything', seen);

  // errors: onError prop with options; no onError -> client error event (not unhandledRejection)
  const caught: string[] = [];
  const d5 = await reply([
    <ActionRow>
      <Button
        customId="err1"
        options={{time: 60_000}}
        onError={(e) => {
          caught.push(e.message);
        }}
        onClick={() => {
          throw new Error('boom1');
        }}>
        E
      </Button>
    </ActionRow>,
  ]);
  const e1 = await bot.click(d5.replies[0], 'err1');
  claim('button-onerror-prop-with-options', {caught: [...caught], clientErrors: e1.errors.map(String)});
  const errorEvents: string[] = [];
  const onErr = (e: any) => errorEvents.push(String(e?.message));
  bot.client.on('error', onErr);
  const d6 = await reply([
    <ActionRow>
      <Button
        customId="err2"
        onClick={() => {
          throw new Error('boom2');
        }}>
        E
      </Button>
    </ActionRow>,
  ]);
  await bot.click(d6.replies[0], 'err2');
  await sleep(100);
  claim('button-no-onerror', {clientErrorEvent: errorEvents, unhandledRejections: rejections});
  bot.client.off('error', onErr);

  // --- select menus: default once consumed by any interaction; options + dispose; onEnd prop kept with options
  ends.length = 0;
  const picks: string[] = [];
  const d7 = await reply([
    <ActionRow>
      <StringSelectMenu
        customId="s1"
        onEnd={(r) => {
          ends.push(`s1:${r}`);
        }}
        onSelect={async (i) => {
          picks.push(i.values.join());
          await i.reply('s1');
        }}>
        <StringSelectMenuOption label="A" value="a" />
      </StringSelectMenu>
    </ActionRow>,
  ]);
  await bot.chatInput('other');
  const s1 = await bot.select(d7.replies[0], 's1', ['a']);
  claim('menu-default-once-other-traffic', {ends: [...ends], picks: [...picks], answered: s1.requests.length > 0});

  ends.length = 0;
  picks.length = 0;
  const d8 = await reply([
    <ActionRow>
      <StringSelectMenu
        customId="s2"
        options={{time: 60_000}}
        onEnd={(r) => {
          ends.push(`s2:${r}`);
        }}
        onSelect={async (i, menu) => {
          picks.push(i.values.join());
          menu.dispose();
          await i.reply('s2');
        }}>
        <StringSelectMenuOption label="A" value="a" />
        <StringSelectMenuOption label="B" value="b" />
      </StringSelectMenu>
    </ActionRow>,
  ]);
  await bot.chatInput('other');
  await bot.select(d8.replies[0], 's2', ['b', 'a']);
  const s2b = await bot.select(d8.replies[0], 's2', ['a']);
  claim('menu-options-dispose', {ends: [...ends], picks: [...picks], secondAnswered: s2b.requests.length > 0});

  // a menu without options sent as a reply while another component is alive: consumed by its own command?
  const keep = (
    <Button
      customId="keepalive"
      options={{time: 60_000}}
      onClick={async (i) => {
        await i.reply('k');
      }}>
      K
    </Button>
  );
  ends.length = 0;
  picks.length = 0;
  const d9 = await reply([
    <ActionRow>{keep}</ActionRow>,
    <ActionRow>
      <StringSelectMenu
        customId="s3"
        onEnd={(r) => {
          ends.push(`s3:${r}`);
        }}
        onSelect={async (i) => {
          picks.push(i.values.join());
          await i.reply('s3');
        }}>
        <StringSelectMenuOption label="A" value="a" />
      </StringSelectMenu>
    </ActionRow>,
  ]);
  const endsRightAfterSend = [...ends];
  const s3 = await bot.select(d9.replies[0], 's3', ['a']);
  claim('menu-default-no-other-traffic', {endsRightAfterSend, ends: [...ends], picks: [...picks], answered: s3.requests.length > 0});

  // --- modals: shown from a button without options; with options; onError prop kept; dispose
  ends.length = 0;
  const submits: string[] = [];
  const d10 = await reply([
    <ActionRow>
      <Button
        customId="openm"
        options={{time: 60_000}}
        onClick={async (i) => {
          await i.showModal(
            <Modal
              title="M"
              onEnd={(r) => {
                ends.push(`m:${r}`);
              }}
              onSubmit={async (s) => {
                submits.push(s.fields.getTextInputValue('a'));
                await s.reply('m ok');
              }}>
              <Label label="A">
                <ShortInput customId="a" />
              </Label>
            </Modal>,
          );
        }}>
        Open
      </Button>
    </ActionRow>,
  ]);
  const open = await bot.click(d10.replies[0], 'openm');
  const endsAfterOpen = [...ends];
  const sub1 = await bot.submitModal(open.modal, {a: 'typed'});
  claim('modal-default-from-button', {endsAfterOpen, ends: [...ends], submits: [...submits], answered: sub1.requests.length > 0});

  ends.length = 0;
  submits.length = 0;
  const modalErrors: string[] = [];
  let showModalType = '';
  let fieldsKeys: string[] = [];
  const shown = await run(async ({interaction}: any) => {
    await interaction.showModal(
      <Modal
        title="M2"
        options={{time: 60_000}}
        onEnd={(r) => {
          ends.push(`m2:${r}`);
        }}
        onError={(e) => {
          modalErrors.push(e.message);
        }}
        onSubmit={async (s, modal) => {
          showModalType = typeof (s as any).showModal;
          fieldsKeys = [...(s.fields.fields as any).keys()];
          submits.push(JSON.stringify(s.fields.getTextInputValue('a')));
          if (submits.length === 2) {
            modal.dispose();
            throw new Error('second submit fails');
          }
          await s.reply('m2 ok');
        }}>
        <Label label="A">
          <ShortInput customId="a" />
        </Label>
      </Modal>,
    );
  });
  await bot.chatInput('other');
  await bot.submitModal(shown.modal, {a: ''});
  const sub3 = await bot.submitModal(shown.modal, {a: 'again'});
  claim('modal-options', {
    ends: [...ends],
    submits: [...submits],
    modalErrors,
    clientErrors: sub3.errors.map(String),
    showModalType,
    fieldsKeys,
  });

  // deprecated label on an input: warning count
  <ShortInput customId="d1" label="Old" />;
  <ShortInput customId="d2" label="Old again" />;
  await sleep(50);
  claim(
    'deprecation-warnings',
    warnings.filter((w) => /Deprecat/i.test(w)),
  );

  // label with two children; label without label at showModal; a bare file upload at showModal
  claim(
    'label-two-children',
    await attempt(() => (
      <Label label="Two">
        <ShortInput customId="x" />
        <ShortInput customId="y" />
      </Label>
    )),
  );
  const tryShow = async (make: () => any) => {
    let out: unknown = 'shown';
    await run(async ({interaction}: any) => {
      try {
        await interaction.showModal(make());
      } catch (e: any) {
        out = `THROWS ${e?.constructor?.name}: ${String(e?.message).split('\n')[0]}`;
      }
    });
    return out;
  };
  claim(
    'show-label-without-label',
    await tryShow(() => (
      <Modal customId="n" title="T">
        <Label>
          <ShortInput customId="a" />
        </Label>
      </Modal>
    )),
  );
  claim(
    'show-label-46',
    await tryShow(() => (
      <Modal customId="n" title="T">
        <Label label={'x'.repeat(46)}>
          <ShortInput customId="a" />
        </Label>
      </Modal>
    )),
  );
  claim(
    'show-fileupload-11',
    await tryShow(() => (
      <Modal customId="n" title="T">
        <Label label="F">
          <FileUpload customId="f" maxValues={11} />
        </Label>
      </Modal>
    )),
  );
  claim(
    'show-bare-input',
    await tryShow(() => (
      <Modal customId="n" title="T">
        <ShortInput customId="a" />
      </Modal>
    )),
  );

  // file upload submit: readers, attachmentSizeLimit
  let uploadInfo: unknown;
  const up = await run(async ({interaction}: any) => {
    await interaction.showModal(
      <Modal
        title="U"
        options={{time: 60_000}}
        onSubmit={async (s, modal) => {
          modal.dispose();
          const files = s.fields.getUploadedFiles('opt');
          uploadInfo = {
            optional: files === null ? null : files.size,
            strict: await attempt(() => s.fields.getUploadedFiles('opt', true)),
            wrongReader: await attempt(() => s.fields.getStringSelectValues('opt')),
            attachmentSizeLimit: (s as any).attachmentSizeLimit ?? 'absent',
          };
          await s.reply('u');
        }}>
        <Label label="Opt">
          <FileUpload customId="opt" required={false} />
        </Label>
      </Modal>,
    );
  });
  await bot.submitModal(up.modal, {}, {opt: []});
  claim('upload-optional-empty', uploadInfo);

  // --- the interceptor's 'destroy' reason: does stopping the client end handlers?
  ends.length = 0;
  await reply([
    <ActionRow>
      <Button
        customId="last"
        options={{time: 60_000}}
        onEnd={(r) => {
          ends.push(`last:${r}`);
        }}
        onClick={() => {}}>
        L
      </Button>
    </ActionRow>,
  ]);
  await bot.client.destroy();
  await sleep(100);
  claim('client-destroy-ends', {ends: [...ends], subscribers: subs()});
  commandkit.eventInterceptor.destroy();
  claim('interceptor-destroy-ends', [...ends]);
  void interactiveComponents;
  void ActionRowBuilder;
}
