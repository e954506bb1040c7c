// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Audit-o probe: every hook creating-runtime-plugin names, in a real started CommandKit on the offline bot; one step
// per plugin behaviour (run-probe.ts --step <name>): order and counts, a throwing plugin, registration hooks and
// preventDefault, executeCommand's return rule, capture(), accept(), activate and preload failures.
import {claim, during, G1, G2, startRecordingBot} from './support.js';

export const installs = {typescript: '^5.8.3'};

/** Startup order, counts per dispatch, a plugin that throws in every hook, a duplicate name, reloads. */
export async function reproduce(context) {
  const {bot, commandkit, log, logs, error} = await startRecordingBot(context, 'order');
  claim('start-error', error);
  claim('startup-log', log.slice());
  claim('registered', {
    requests: bot.rest.requests
      .filter((r) => r.method === 'PUT' && /commands/.test(r.path))
      .map(
        (r) =>
          `${r.path.replace(/\d{17,}/g, (id) => (id === G1 ? 'G1' : id === G2 ? 'G2' : 'ID'))}:${(r.body ?? [])
            .map((c) => c.name)
            .sort()
            .join(',')}`,
      ),
  });
  claim('chat-ping', await during(log, () => bot.chatInput('ping')));
  claim('prefix-ping', await during(log, () => bot.send('!ping')));
  claim('plain-message', await during(log, () => bot.send('hello there')));
  claim('bot-message', await during(log, () => bot.send('!ping', {author: bot.world.bot})));
  claim('chat-boom', await during(log, () => bot.chatInput('boom')));
  claim('chat-blocked', await during(log, () => bot.chatInput('blocked')));
  claim('prefix-chatonly', await during(log, () => bot.send('!chatonly')));
  const button = await bot.chatInput('button');
  claim('click', await during(log, () => bot.click(button.replies[0])));
  claim('reload-commands', await during(log, () => commandkit.reloadCommands()));
  claim('reload-events', await during(log, () => commandkit.reloadEvents()));
  claim('plugin-failed-logs', {
    count: logs.filter((l) => /Plugin "T" failed/.test(l)).length,
    sample: logs
      .filter((l) => /Plugin "T" failed/.test(l))
      .slice(0, 2)
      .map((l) => l.slice(0, 160)),
  });
  claim('plugins-registered', [...(commandkit.plugins.plugins.keys?.() ?? [])]);
  claim(
    'ping-load-logs',
    logs.filter((l) => /ping|after/i.test(l)).map((l) => l.slice(0, 300)),
  );
}

const startOnly = (mode) => async (context) => {
  const {bot, log, error} = await startRecordingBot(context, mode);
  claim(`${mode}-error`, error);
  claim(
    `${mode}-log`,
    log.filter((l) => !/:(onBefore|onAfter)(Events|Commands)Load|RouterInit|prepareCommand|willEmitEvent/.test(l)),
  );
  if (bot)
    claim(
      `${mode}-requests`,
      bot.rest.requests
        .filter((r) => r.method === 'PUT' && /commands/.test(r.path))
        .map(
          (r) =>
            `${r.path.replace(/\d{17,}/g, (id) => (id === G1 ? 'G1' : id === G2 ? 'G2' : 'ID'))}:${(r.body ?? [])
              .map((c) => c.name)
              .sort()
              .join(',')}`,
        ),
    );
};
export const preventAll = startOnly('prevent-all');
export const preventGlobal = startOnly('prevent-global');
export const preventGuildPrepare = startOnly('prevent-guild-prepare');
export const preventOneGuild = startOnly('prevent-one-guild');
export const activateThrows = startOnly('activate-throws');
export const preloadMissing = startOnly('preload-missing');
export const preloadFile = startOnly('preload-file');
export const preloadModule = startOnly('preload-module');

const execMode = (mode) => async (context) => {
  const {bot, log, error} = await startRecordingBot(context, mode);
  claim(`${mode}-error`, error);
  const run = await during(log, () => bot.chatInput('ping'));
  claim(`${mode}-ping`, run);
  claim(`${mode}-boom`, await during(log, () => bot.chatInput('boom')));
};
export const execDouble = execMode('exec-double');
export const execTrue = execMode('exec-true');
export const execCapture = execMode('exec-capture');
export const execTakeover = execMode('exec-takeover');

export async function capture(context) {
  const {bot, log} = await startRecordingBot(context, 'capture');
  claim('capture-chat', await during(log, () => bot.chatInput('ping')));
  claim('capture-prefix', await during(log, () => bot.send('!ping')));
  const button = await bot.chatInput('button');
  claim('capture-click', await during(log, () => bot.click(button.replies[0])));
}

export async function truthyInteraction(context) {
  const {bot, log} = await startRecordingBot(context, 'truthy-interaction');
  claim('truthy-chat', await during(log, () => bot.chatInput('ping')));
  claim('truthy-prefix', await during(log, () => bot.send('!ping')));
}

export async function accept(context) {
  const {bot, log} = await startRecordingBot(context, 'accept');
  claim('accept-message', await during(log, () => bot.send('hello')));
}

/** What the template's compiler options say about the page's plugin files (its own-file greeter, a missing argument). */
export async function types(context) {
  const {writeBot, typeCheckReaderFiles} = await import('#support');
  const {readFileSync} = await import('node:fs');
  const page = readFileSync(`${process.env.AUDIT_O_SITE}/docs/guide/creating-plugins/creating-runtime-plugin.mdx`, 'utf8');
  const greeter = /```ts title="plugins\/greeter\.ts"\n([\s\S]*?)```/.exec(page)[1];
  writeBot(context.cwd, {
    'plugins/greeter.ts': greeter,
    'commandkit.config.ts': `import { defineConfig } from 'commandkit/config';\nimport { GreeterPlugin } from './plugins/greeter.ts';\nexport default defineConfig({ plugins: [new GreeterPlugin({ greeting: 'hi' })] });\n`,
    'no-arg.ts': `import { RuntimePlugin } from 'commandkit';\nclass HelloPlugin extends RuntimePlugin { public readonly name = 'hello'; }\nexport const p = new HelloPlugin();\n`,
  });
  const codes = (r) => [...new Set(r.output.match(/error TS\d+/g) ?? [])];
  const first = (r) =>
    r.output
      .split('\n')
      .filter((l) => /error/i.test(l))
      .map((l) => l.slice(0, 200))
      .slice(0, 3);
  const template = typeCheckReaderFiles(context.cwd, context.projectDir, ['commandkit.config.ts', 'plugins']);
  claim('types-config-with-ts-extension', {ok: template.ok, codes: codes(template), first: first(template)});
  const allowed = typeCheckReaderFiles(context.cwd, context.projectDir, ['commandkit.config.ts', 'plugins'], {
    allowImportingTsExtensions: true,
  });
  claim('types-config-allow-ts-extensions', {ok: allowed.ok, codes: codes(allowed)});
  const noArg = typeCheckReaderFiles(context.cwd, context.projectDir, ['no-arg.ts']);
  claim('types-constructor-without-argument', {ok: noArg.ok, first: first(noArg)});
}

const manual = (how) => async (context) => {
  const {startManually} = await import('./support.js');
  const {bot, log} = await startManually(context, how);
  claim(
    `${how}-log`,
    log.filter((l) => /Login|Register|activate/.test(l)),
  );
  claim(`${how}-registration-requests`, bot.rest.requests.filter((r) => r.method === 'PUT' && /commands/.test(r.path)).length);
  claim(`${how}-ping`, await during(log, () => bot.chatInput('ping')));
};
export const loggedIn = manual('logged-in');
export const startFalse = manual('start-false');

/** A plugin class taken from a second copy of commandkit (as a package bundling its own copy would have). */
export async function secondCopy(context) {
  const {cpSync} = await import('node:fs');
  const {join} = await import('node:path');
  const {startOfflineBot} = await import('#support');
  cpSync(join(context.projectDir, 'node_modules', 'commandkit'), join(context.cwd, 'node_modules', 'commandkit-copy'), {recursive: true});
  const {logs} = await startOfflineBot(context, {
    'commandkit.config.mjs': `import { RuntimePlugin } from 'commandkit-copy';
import { RuntimePlugin as Own } from 'commandkit';
import { defineConfig } from 'commandkit/config';
class Copied extends RuntimePlugin { name = 'copied'; async activate() { (globalThis.hookLog ??= []).push('copied:activate'); } }
class Same extends Own { name = 'same'; async activate() { (globalThis.hookLog ??= []).push('same:activate'); } }
export default defineConfig({ plugins: [new Copied({}), new Same({})] });
`,
  });
  claim('second-copy-activated', (globalThis as any).hookLog ?? []);
  claim('second-copy-warnings', logs.filter((l) => /copied|plugin/i.test(l)).slice(0, 3));
}
