// Audit probe (audit-d): Modal, Label, text inputs, FileUpload and TextDisplay inside modals, on a started offline
// bot. Run: npx tsx bench/audit-25/run-probe.ts --commit <sha> bench/audit-25/audit-d/probes/forms.tsx
import {startOfflineBot, type StepContext} from '#support';
import {
  ActionRow,
  FileUpload,
  Label,
  Modal,
  ModalKit,
  ParagraphInput,
  ShortInput,
  StringSelectMenu,
  StringSelectMenuOption,
  TextDisplay,
  TextInput,
} from 'commandkit';
import {
  Attachment,
  Collection,
  FileUploadBuilder,
  LabelBuilder,
  ModalBuilder,
  ModalSubmitFields,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import {claim, attempt, probeCommand, interceptorOptions} from './support.js';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  const warnings: string[] = [];
  process.on('warning', (w: any) => warnings.push(`${w.name}|${w.code}|${w.message}`));
  const {bot, commandkit} = await startOfflineBot(context, {'src/app/commands/probe.ts': probeCommand});
  const run = async (handler: (ctx: any) => unknown) => {
    (globalThis as any).probeHandler = handler;
    return bot.chatInput('probe');
  };

  // --- Modal basics
  const m = (
    <Modal title="T" onSubmit={() => {}}>
      <Label label="A">
        <ShortInput customId="a" />
      </Label>
    </Modal>
  ) as any;
  claim('modal-class', [m instanceof ModalKit, m instanceof ModalBuilder, m.toJSON().custom_id]);
  claim(
    'modal-no-onsubmit-no-id',
    attempt(() =>
      (
        <Modal title="T">
          <Label label="A">
            <ShortInput customId="a" />
          </Label>
        </Modal>
      ).toJSON(),
    ),
  );
  claim('inputs', [
    <ShortInput customId="s" /> instanceof TextInputBuilder,
    (<ShortInput customId="s" />).toJSON().style,
    (<ParagraphInput customId="p" />).toJSON().style,
    (<TextInput customId="t" style={TextInputStyle.Paragraph} />).toJSON(),
    (<ShortInput customId="f" placeholder="ph" minLength={2} maxLength={9} value="v" required />).toJSON(),
  ]);
  claim('falsy-props-skipped', (<ShortInput customId="z" minLength={0} value="" required={false} />).toJSON());
  claim(
    'children-as-written',
    attempt(() =>
      (
        <Modal customId="x" title="T">
          <TextDisplay content="intro" />
          <ActionRow>
            <ShortInput customId="r" label="Row" />
          </ActionRow>
          <ShortInput customId="bare" />
        </Modal>
      ).components.map((c: any) => c.constructor.name),
    ),
  );

  // --- TextDisplay leak (the lead): what a text display inside a modal serialises to
  claim('textdisplay-children-json', [
    (<TextDisplay>Read this first</TextDisplay>).toJSON(),
    (<TextDisplay content="With content" />).toJSON(),
  ]);
  claim(
    'modal-with-textdisplay-children-json',
    (
      <Modal customId="x" title="T">
        <TextDisplay>Read this first</TextDisplay>
        <Label label="A">
          <ShortInput customId="a" />
        </Label>
      </Modal>
    ).toJSON().components[0],
  );

  // --- showModal with shapes the pages warn about (discord.js validates when the modal is shown)
  const shows: Record<string, unknown> = {};
  const tryShow = async (name: string, make: () => any) => {
    const d = await run(async ({interaction}: any) => {
      try {
        await interaction.showModal(make());
        shows[name] = 'shown';
      } catch (e: any) {
        shows[name] = `THROWS ${e?.constructor?.name}: ${String(e?.message).split('\n')[0]}`;
      }
    });
    return d;
  };
  const ok = await tryShow('labelled', () => (
    <Modal customId="ok" title="T">
      <Label label="A">
        <ShortInput customId="a" />
      </Label>
    </Modal>
  ));
  claim('show-labelled-sent-modal', ok.modal);
  const withText = await tryShow('textdisplay-children', () => (
    <Modal customId="td" title="T">
      <TextDisplay>Read this first</TextDisplay>
      <Label label="A">
        <ShortInput customId="a" />
      </Label>
    </Modal>
  ));
  claim('show-textdisplay-children-sent', withText.modal?.components?.[0]);
  await tryShow('bare-input', () => (
    <Modal customId="b" title="T">
      <ShortInput customId="a" />
    </Modal>
  ));
  await tryShow('bare-upload', () => (
    <Modal customId="b" title="T">
      <FileUpload customId="f" />
    </Modal>
  ));
  await tryShow('row-with-labelled-input', () => (
    <Modal customId="r" title="T">
      <ActionRow>
        <ShortInput customId="a" label="Old" />
      </ActionRow>
    </Modal>
  ));
  await tryShow('label-without-label', () => (
    <Modal customId="n" title="T">
      <Label>
        <ShortInput customId="a" />
      </Label>
    </Modal>
  ));
  await tryShow('label-46', () => (
    <Modal customId="n" title="T">
      <Label label={'x'.repeat(46)}>
        <ShortInput customId="a" />
      </Label>
    </Modal>
  ));
  await tryShow('label-45', () => (
    <Modal customId="n" title="T">
      <Label label={'x'.repeat(45)}>
        <ShortInput customId="a" />
      </Label>
    </Modal>
  ));
  await tryShow('desc-101', () => (
    <Modal customId="n" title="T">
      <Label label="A" description={'x'.repeat(101)}>
        <ShortInput customId="a" />
      </Label>
    </Modal>
  ));
  await tryShow('title-46', () => (
    <Modal customId="n" title={'x'.repeat(46)}>
      <Label label="A">
        <ShortInput customId="a" />
      </Label>
    </Modal>
  ));
  await tryShow('six-labels', () => (
    <Modal customId="n" title="T">
      {[1, 2, 3, 4, 5, 6].map((i) => (
        <Label label={`L${i}`}>
          <ShortInput customId={`a${i}`} />
        </Label>
      ))}
    </Modal>
  ));
  await tryShow('placeholder-101', () => (
    <Modal customId="n" title="T">
      <Label label="A">
        <ShortInput customId="a" placeholder={'x'.repeat(101)} />
      </Label>
    </Modal>
  ));
  await tryShow('maxlength-4001', () => (
    <Modal customId="n" title="T">
      <Label label="A">
        <ShortInput customId="a" maxLength={4001} />
      </Label>
    </Modal>
  ));
  await tryShow('value-4001', () => (
    <Modal customId="n" title="T">
      <Label label="A">
        <ShortInput customId="a" value={'x'.repeat(4001)} />
      </Label>
    </Modal>
  ));
  await tryShow('customid-101', () => (
    <Modal customId="n" title="T">
      <Label label="A">
        <ShortInput customId={'x'.repeat(101)} />
      </Label>
    </Modal>
  ));
  await tryShow('upload-min-11', () => (
    <Modal customId="n" title="T">
      <Label label="A">
        <FileUpload customId="f" minValues={11} />
      </Label>
    </Modal>
  ));
  await tryShow('upload-max-11', () => (
    <Modal customId="n" title="T">
      <Label label="A">
        <FileUpload customId="f" maxValues={11} />
      </Label>
    </Modal>
  ));
  await tryShow('upload-id-101', () => (
    <Modal customId="n" title="T">
      <Label label="A">
        <FileUpload customId={'x'.repeat(101)} />
      </Label>
    </Modal>
  ));
  claim('show', shows);
  claim(
    'two-children-label',
    attempt(() => (
      <Label label="A">
        <ShortInput customId="a" />
        <ShortInput customId="b" />
      </Label>
    )),
  );
  claim('label-class', [
    (
      <Label label="A">
        <ShortInput customId="a" />
      </Label>
    ) instanceof LabelBuilder,
    (
      <Label label="A" description="d" id={7}>
        <ShortInput customId="a" />
      </Label>
    ).toJSON(),
  ]);

  // showModal after reply, and whether a modal submit can show a modal
  const after = await run(async ({interaction}: any) => {
    await interaction.reply('first');
    try {
      await interaction.showModal(
        <Modal customId="late" title="T">
          <Label label="A">
            <ShortInput customId="a" />
          </Label>
        </Modal>,
      );
      claim('show-after-reply', 'shown');
    } catch (e: any) {
      claim('show-after-reply', `THROWS ${e?.code ?? e?.name}: ${e?.message}`);
    }
  });
  void after;

  // --- deprecated label on inputs: warning count and JSON
  const w0 = warnings.length;
  const dep = [(<ShortInput customId="d1" label="Old 1" />).toJSON(), (<ParagraphInput customId="d2" label="Old 2" />).toJSON()];
  await new Promise((r) => setTimeout(r, 20));
  claim('deprecated-label', {json: dep, warnings: warnings.slice(w0)});

  // --- FileUpload props
  claim('upload', [
    <FileUpload customId="f" /> instanceof FileUploadBuilder,
    (<FileUpload customId="f" minValues={0} maxValues={3} required={false} id={4} />).toJSON(),
    (<FileUpload customId="f" {...({fileTypes: ['.log']} as any)} />).toJSON(),
    typeof (FileUploadBuilder.prototype as any).setFileTypes,
  ]);

  // --- Submit handling: ids, handler isolation, options, errors, onEnd
  const log: string[] = [];
  const shownA = await run(async ({interaction}: any) =>
    interaction.showModal(
      <Modal
        title="A"
        options={{time: 60_000}}
        onSubmit={async (s, modal) => {
          log.push(`A:${s.fields.getTextInputValue('a')}`);
          await s.reply('A ok');
        }}
        onEnd={(r) => log.push(`A end ${r}`)}>
        <Label label="A">
          <ShortInput customId="a" />
        </Label>
      </Modal>,
    ),
  );
  const shownB = await run(async ({interaction}: any) =>
    interaction.showModal(
      <Modal
        title="B"
        onSubmit={async (s) => {
          log.push('B');
          await s.reply('B ok');
        }}>
        <Label label="A">
          <ShortInput customId="a" />
        </Label>
      </Modal>,
    ),
  );
  claim('interceptor-options-after-showing-A-and-B', interceptorOptions(commandkit));
  claim('generated-ids', [shownA.modal?.custom_id, shownB.modal?.custom_id]);
  await bot.submitModal(shownA.modal, {a: 'one'});
  await bot.submitModal(shownA.modal, {a: 'two'});
  claim('isolation-and-options-no-once', log.slice());
  claim('interceptor-options-after-submits', interceptorOptions(commandkit));

  const errs: string[] = [];
  const shownE = await run(async ({interaction}: any) =>
    interaction.showModal(
      <Modal
        title="E"
        options={{time: 60_000}}
        onError={(e) => errs.push(`prop:${e.message}`)}
        onSubmit={async () => {
          throw new Error('submit boom');
        }}>
        <Label label="A">
          <ShortInput customId="a" />
        </Label>
      </Modal>,
    ),
  );
  const eRun = await bot.submitModal(shownE.modal);
  claim('onerror-prop-with-options', {errs, dispatchErrors: eRun.errors.map(String)});
  const clientErrors: string[] = [];
  const rejections: string[] = [];
  bot.client.on('error', (e: any) => clientErrors.push(String(e?.message ?? e)));
  process.on('unhandledRejection', (e: any) => rejections.push(String(e?.message ?? e)));
  const errs2: string[] = [];
  const shownF = await run(async ({interaction}: any) =>
    interaction.showModal(
      <Modal
        title="F"
        options={{time: 60_000, onError: (e: Error) => errs2.push(e.message)} as any}
        onSubmit={async () => {
          throw new Error('submit boom 2');
        }}>
        <Label label="A">
          <ShortInput customId="a" />
        </Label>
      </Modal>,
    ),
  );
  const fRun = await bot.submitModal(shownF.modal);
  await new Promise((r) => setTimeout(r, 50));
  claim('onerror-in-options-dropped', {
    errs2,
    dispatchErrors: fRun.errors.map(String),
    clientErrorEvent: clientErrors,
    unhandledRejections: rejections,
  });

  const ends: string[] = [];
  const shownG = await run(async ({interaction}: any) =>
    interaction.showModal(
      <Modal
        title="G"
        options={{time: 150}}
        onEnd={(r) => ends.push(r)}
        onSubmit={async (s) => {
          await s.reply('G');
        }}>
        <Label label="A">
          <ShortInput customId="a" />
        </Label>
      </Modal>,
    ),
  );
  await new Promise((r) => setTimeout(r, 400));
  claim('time-expired-before-next-interaction', ends.slice());
  await run(async ({interaction}: any) => interaction.reply('other'));
  claim('time-expired-after-next-interaction', ends.slice());
  const gLate = await bot.submitModal(shownG.modal);
  claim('expired-submit-answered', gLate.replies.length);
  const ends2: string[] = [];
  const shownH = await run(async ({interaction}: any) =>
    interaction.showModal(
      <Modal
        title="H"
        options={{time: 60_000}}
        onEnd={(r) => ends2.push(r)}
        onSubmit={async (s, modal) => {
          modal.dispose();
          await s.reply('H');
        }}>
        <Label label="A">
          <ShortInput customId="a" />
        </Label>
      </Modal>,
    ),
  );
  await bot.submitModal(shownH.modal);
  const hAgain = await bot.submitModal(shownH.modal);
  claim('dispose-onend', {ends2, secondSubmitReplies: hAgain.replies.length});

  // --- ModalKit API texts: filter calls, errors in filters, onSubmit twice, dispose then onSubmit, title "", end reasons
  const kitLog: string[] = [];
  const filtered = new ModalKit().setCustomId('kit-f').setTitle('K');
  filtered.addLabelComponents(
    <Label label="A">
      <ShortInput customId="a" />
    </Label>,
  );
  filtered
    .onSubmit(
      async (s) => {
        kitLog.push('handler');
        await s.reply('kf');
      },
      {time: 60_000},
    )
    .filter((i: any) => {
      kitLog.push(`filter:${i.isModalSubmit?.() ? i.customId : i.type}`);
      return true;
    });
  const kf = await bot.submitModal(filtered.toJSON());
  claim('kit-filter-calls-on-match', {kitLog: kitLog.splice(0), replies: kf.replies.length});
  filtered.dispose();
  const throwing = new ModalKit().setCustomId('kit-t').setTitle('K');
  throwing.addLabelComponents(
    <Label label="A">
      <ShortInput customId="a" />
    </Label>,
  );
  const tErrs: string[] = [];
  throwing
    .onSubmit(
      async (s) => {
        await s.reply('kt');
      },
      {time: 60_000},
    )
    .filter(() => {
      throw new Error('filter boom');
    })
    .onError((e) => tErrs.push(e.message));
  const kt = await bot.submitModal(throwing.toJSON());
  await new Promise((r) => setTimeout(r, 50));
  claim('kit-filter-error', {onError: tErrs, dispatchErrors: kt.errors.map(String).slice(0, 2), replies: kt.replies.length});
  throwing.dispose();
  claim(
    'kit-onsubmit-no-handler',
    attempt(() => new ModalKit().setCustomId('x').onSubmit(undefined as any)),
  );
  claim(
    'kit-onsubmit-no-id',
    attempt(() => new ModalKit().onSubmit(() => {})),
  );
  const twice = new ModalKit().setCustomId('kit-2').setTitle('K');
  twice.addLabelComponents(
    <Label label="A">
      <ShortInput customId="a" />
    </Label>,
  );
  twice.onSubmit(
    async (s) => {
      await s.reply('first');
    },
    {time: 60_000},
  );
  twice.onSubmit(async (s) => {
    await s.reply('second');
  });
  const k2 = await bot.submitModal(twice.toJSON());
  claim(
    'kit-onsubmit-twice-without-data',
    k2.replies.map((r: any) => r.content),
  );
  const disposed = new ModalKit().setCustomId('kit-d').setTitle('K');
  disposed.addLabelComponents(
    <Label label="A">
      <ShortInput customId="a" />
    </Label>,
  );
  disposed
    .onSubmit(
      async (s) => {
        await s.reply('before');
      },
      {time: 60_000},
    )
    .dispose();
  disposed.onSubmit(async (s) => {
    await s.reply('after dispose');
  });
  const kd = await bot.submitModal(disposed.toJSON());
  claim(
    'kit-dispose-then-onsubmit-without-data',
    kd.replies.map((r: any) => r.content),
  );
  const onceEnds: string[] = [];
  const once = await run(async ({interaction}: any) =>
    interaction.showModal(
      <Modal
        title="O"
        onEnd={(r) => onceEnds.push(r)}
        onSubmit={async (s) => {
          await s.reply('O');
        }}>
        <Label label="A">
          <ShortInput customId="a" />
        </Label>
      </Modal>,
    ),
  );
  await bot.submitModal(once.modal);
  claim('default-once-end-reason', onceEnds);
  await tryShow('empty-title', () => (
    <Modal customId="e" title="">
      <Label label="A">
        <ShortInput customId="a" />
      </Label>
    </Modal>
  ));
  claim('empty-title', shows['empty-title']);

  // --- submit fields readers (discord.js), built like discord.js builds them from a submit payload
  const shownR = await run(async ({interaction}: any) =>
    interaction.showModal(
      <Modal
        title="R"
        options={{time: 60_000}}
        onSubmit={async (s) => {
          const f = s.fields as any;
          const out: Record<string, unknown> = {};
          out.text = f.getTextInputValue('t');
          out.empty = f.getTextInputValue('opt');
          out.fieldsKeys = [...f.fields.keys()];
          out.select = f.getStringSelectValues('sel');
          out.files = f.getUploadedFiles('up')?.constructor?.name;
          out.fileKeysAreIds = [...(f.getUploadedFiles('up')?.keys() ?? [])].every((k: string) => /^\d+$/.test(k));
          const file = f.getUploadedFiles('up')?.first();
          out.file = file && {
            cls: file.constructor.name,
            name: file.name,
            size: file.size,
            contentType: file.contentType,
            url: typeof file.url,
            width: file.width,
            height: file.height,
          };
          out.wrongReader = attempt(() => f.getStringSelectValues('t'));
          out.sizeLimit = (s as any).attachmentSizeLimit;
          out.canShowModal = typeof (s as any).showModal;
          globalThis.readers = out;
          await s.reply('R');
        }}>
        <Label label="T">
          <ShortInput customId="t" />
        </Label>
        <Label label="O">{(<ShortInput customId="opt" />).setRequired(false)}</Label>
        <Label label="S">
          <StringSelectMenu customId="sel">
            <StringSelectMenuOption label="a" value="a" />
            <StringSelectMenuOption label="b" value="b" />
          </StringSelectMenu>
        </Label>
        <Label label="U">
          <FileUpload customId="up" />
        </Label>
      </Modal>,
    ),
  );
  await bot.submitModal(shownR.modal, {t: 'typed', opt: ''});
  claim('readers', (globalThis as any).readers);

  // Null returns: discord.js's own ModalSubmitFields built from a submit with empty selects/uploads
  const raw = [
    {type: 18, component: {type: 5, custom_id: 'u', values: []}},
    {type: 18, component: {type: 19, custom_id: 'up', values: []}},
    {type: 18, component: {type: 3, custom_id: 's', values: []}},
  ];
  const fields = attempt(
    () =>
      new (ModalSubmitFields as any)(
        raw.map((r) => ({type: r.type, component: {type: r.component.type, customId: r.component.custom_id, values: r.component.values}})),
        {},
      ),
  ) as any;
  claim(
    'empty-readers',
    typeof fields === 'string'
      ? fields
      : {
          users: attempt(() => fields.getSelectedUsers('u')),
          usersRequired: attempt(() => fields.getSelectedUsers('u', true)),
          files: attempt(() => fields.getUploadedFiles('up')),
          filesRequired: attempt(() => fields.getUploadedFiles('up', true)),
          strings: attempt(() => fields.getStringSelectValues('s')),
        },
  );
  void Attachment;
  void Collection;
  claim('template-deprecated-once', warnings.filter((w) => w.includes('Deprecated')).length);
}
