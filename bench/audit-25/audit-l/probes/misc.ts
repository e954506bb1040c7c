// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-l: remaining claims without a bot: parser options, identify, legacy/workflow/i18n-CLI plugin facts.
import {Collection} from 'discord.js';
import {mkdirSync, existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const t = async (f: () => unknown) => {
  try {
    return 'ok ' + JSON.stringify(await f());
  } catch (e: any) {
    return 'threw ' + (e?.constructor?.name ?? '') + ': ' + String(e?.message).split('\n')[0];
  }
};

export default async function () {
  const ck = await import('commandkit');
  // 48/37 prefix parser conversions
  const msg = (content: string) => ({
    content,
    mentions: {
      users: new Collection([['42', {id: '42'}]]),
      channels: new Collection([['7', {id: '7'}]]),
      roles: new Collection([['9', {id: '9'}]]),
    },
    attachments: new Collection([['a1', {name: 'cat.png'}]]),
  });
  const schema = () => ({n: 4, x: 10, b: 5, who: 6, ch: 7, r: 8, file: 11, s: 3});
  const p = new ck.MessageCommandParser(msg('!cmd n:7.9 x:2.5 b:yes who:<@42> ch:<#7> r:<@&9> file:cat.png s:hi'), ['!'], schema);
  claim(
    '48 options',
    p.parse().options.map((o) => [o.name, o.value?.id ?? o.value?.name ?? o.value]),
  );
  const opts = new ck.MessageCommandOptions(p);
  claim(
    '37 getRole with token / without',
    opts.getRole('r')?.id,
    await t(() => opts.getRole('missing')),
    await t(() => opts.getRole('missing', true)),
  );
  const p2 = new ck.MessageCommandParser(msg('!cmd r:<@&1234>'), ['!'], schema);
  claim('37 role token not mentioned', await t(() => new ck.MessageCommandOptions(p2).getRole('r')));

  // 31 AnalyticsProvider#identify optional; errors logged
  const commandkit = ck.CommandKit.instance ?? new ck.CommandKit({});
  const eng = commandkit.analytics;
  eng.registerProvider({name: 'no-identify', track: async () => {}});
  claim('31 identify missing', await t(() => eng.identify({id: 'u'})));
  eng.registerProvider({
    name: 'bad-identify',
    track: async () => {},
    identify: async () => {
      throw new Error('identify boom');
    },
  });
  const {Logger} = ck;
  const orig = Logger.error.bind(Logger);
  const lines: string[] = [];
  Logger.error = (...a) => lines.push(Array.isArray(a[0]) && a[0].raw ? String.raw(...a) : a.map(String).join(' '));
  claim('31 identify throws', await t(() => eng.identify({id: 'u'})));
  Logger.error = orig;
  claim('31 logged', lines);

  // 49 MediaGallery item without url
  const mg = ck.MediaGallery({children: [ck.MediaGalleryItem({description: 'no url'})]});
  claim('49 item without url', await t(() => mg.toJSON()));

  // 40 NoopLogger
  const {NoopLogger} = await import('commandkit/logger');
  claim('40 NoopLogger log', await t(() => new NoopLogger().log`a ${1} b`));

  // 68 legacy CLI plugin name; 72 onEventsRouterInit
  const legacy = await import('@commandkit/legacy');
  const list = legacy.legacy({skipBuiltInValidations: true});
  claim(
    '68 plugins from legacy()',
    (Array.isArray(list) ? list : [list]).map((x) => x.constructor.name + ':' + x.name),
  );

  // 99/100 workflow
  const wf = await t(async () => {
    const w = await import('@commandkit/workflow');
    const list = w.workflow();
    const arr = Array.isArray(list) ? list : [list];
    const rt = arr.find((x) => x.constructor.name === 'WorkflowPlugin');
    const b = w.LocalBuilder ? new w.LocalBuilder({inputPaths: ['workflows'], outDir: 'out'}) : undefined;
    return {
      plugins: arr.map((x) => x.constructor.name),
      preload: rt && [...rt.preload],
      exports: Object.keys(w).sort(),
      handlerPath: b?.getHandlerPath?.(),
    };
  });
  claim('99/100 workflow', wf);

  // 66 i18n CLI template: stub process.exit so a refusal is visible
  const {I18nCliTemplatePlugin} = await import('@commandkit/i18n');
  const tp = new I18nCliTemplatePlugin({});
  const realExit = process.exit;
  process.exit = ((code) => {
    throw new Error('exit ' + code);
  }) as any;
  const cwd = process.cwd();
  claim('66 no src/app/locales', await t(() => tp.handleTemplate(['en-US', 'ping'])), existsSync(join(cwd, 'src/app/locales/en-US')));
  mkdirSync(join(cwd, 'src/app/locales'), {recursive: true});
  claim('66 bad locale', await t(() => tp.handleTemplate(['xx-XX', 'ping'])));
  claim(
    '66 created',
    await t(() => tp.handleTemplate(['en-US', 'ping'])),
    await t(() => JSON.parse(readFileSync(join(cwd, 'src/app/locales/en-US/ping.json'), 'utf8'))),
  );
  claim('66 exists', await t(() => tp.handleTemplate(['en-US', 'ping'])));
  process.exit = realExit;
}
