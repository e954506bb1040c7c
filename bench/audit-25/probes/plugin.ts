// Audit probe: runtime plugin hooks (creating-plugins/creating-runtime-plugin, advanced/sharding-your-bot).
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
const calls = (): string[] => ((globalThis as any).hooks ??= []);
const reset = () => ((globalThis as any).hooks = []);

const CONFIG = `
import { RuntimePlugin } from 'commandkit';
import { defineConfig } from 'commandkit/config';
const rec = (s) => (globalThis.hooks ??= []).push(s);
const HOOKS = ['onCommandsRouterInit','onEventsRouterInit','onBeforeEventsLoad','onAfterEventsLoad','onBeforeCommandsLoad','onAfterCommandsLoad','onBeforeClientLogin','onAfterClientLogin','onBeforePrepareGuildCommandsRegistration'];
class A extends RuntimePlugin {
  name = 'plugin-a';
  async activate() { rec('A.activate'); }
  async prepareCommand(ctx, data) { rec('A.prepareCommand ' + JSON.stringify({ name: data.name, description: data.description, plain: Object.getPrototypeOf(data) === Object.prototype })); return null; }
  async onBeforeRegisterCommands(ctx, e) { rec('A.onBeforeRegisterCommands ' + e.commands.length); }
  async onBeforeRegisterGlobalCommands(ctx, e) { rec('A.onBeforeRegisterGlobalCommands ' + e.commands.map((c) => c.name).join(',')); if (globalThis.dropGlobal) e.preventDefault(); }
  async onBeforeRegisterGuildCommands(ctx, e) { rec('A.onBeforeRegisterGuildCommands ' + e.commands.length); }
  async onBeforeInteraction(ctx, i) { rec('A.onBeforeInteraction ' + i.type); if (globalThis.throwInA) throw new Error('A hook boom'); if (globalThis.captureInA) { await i.reply('captured'); return ctx.capture(); } }
  async onBeforeMessageCommand(ctx, m) { rec('A.onBeforeMessageCommand bot=' + m.author.bot); }
  async executeCommand(ctx, env, source, command, execute) { rec('A.executeCommand'); if (globalThis.aTakesOver) { await execute(); return true; } return false; }
  async onAfterCommand(ctx, env) { rec('A.onAfterCommand err=' + (env.getExecutionError()?.message ?? null) + ' t=' + typeof env.getExecutionTime()); }
  async willEmitEvent(ctx, event) { rec('A.willEmitEvent ' + (event.name ?? event.metadata?.event ?? '?')); if (globalThis.acceptInA) event.accept(); }
}
for (const h of HOOKS) A.prototype[h] = async function () { rec('A.' + h); };
class B extends RuntimePlugin {
  name = 'plugin-b';
  async activate() { rec('B.activate'); }
  async onBeforeInteraction(ctx, i) { rec('B.onBeforeInteraction'); }
  async executeCommand() { rec('B.executeCommand'); return false; }
  async willEmitEvent() { rec('B.willEmitEvent'); }
}
class A2 extends RuntimePlugin { name = 'plugin-a'; async activate() { rec('A2(duplicate name).activate'); } }
export default defineConfig({ plugins: [new A({}), [new B({}), new A2({})]] });
`;

export async function reproduce(context: StepContext): Promise<void> {
  const files = {
    'commandkit.config.mjs': CONFIG,
    'src/app/commands/nodesc.ts':
      "import { unstable_after as after } from 'commandkit';\nexport const command = { name: 'nodesc' };\nexport async function chatInput(ctx) { after(async () => { await new Promise((r) => setTimeout(r, 50)); (globalThis.hooks ??= []).push('after-callback-done'); }); (globalThis.hooks ??= []).push('handler'); await ctx.interaction.reply('ok'); }\n",
    'src/app/commands/boom.ts':
      "export const command = { name: 'boom', description: 'b' };\nexport async function chatInput(ctx) { (globalThis.hooks ??= []).push('handler'); throw new Error('handler boom'); }\n",
    'src/app/commands/stopped.ts':
      "export const command = { name: 'stopped', description: 's' };\nexport async function chatInput(ctx) { (globalThis.hooks ??= []).push('handler'); await ctx.interaction.reply('x'); }\n",
    'src/app/commands/+stopped.middleware.ts':
      "import { stopMiddlewares } from 'commandkit';\nexport function beforeExecute(ctx) { stopMiddlewares(); }\n",
    'src/app/commands/pfx.ts':
      "export const command = { name: 'pfx', description: 'p' };\nexport async function message(ctx) { (globalThis.hooks ??= []).push('handler'); await ctx.message.reply('p'); }\nexport async function chatInput() {}\n",
    'src/app/events/messageCreate/listen.ts': "export default function () { (globalThis.hooks ??= []).push('messageCreate listener'); }\n",
  };
  const {bot, logs} = await startOfflineBot(context, files);
  claim('startup-order', calls());
  reset();
  await bot.chatInput('nodesc');
  await new Promise((r) => setTimeout(r, 200));
  claim('chatInput-order', calls());
  reset();
  await bot.chatInput('boom');
  claim('handler-throws', calls());
  reset();
  await bot.chatInput('stopped');
  claim('middleware-stopped', calls());
  reset();
  await bot.send('!pfx');
  claim('prefix', calls());
  reset();
  await bot.send('!pfx', {author: bot.world.bot});
  claim('prefix-from-bot', calls());
  reset();
  (globalThis as any).throwInA = true;
  const before = logs.length;
  const t = await bot.chatInput('nodesc');
  (globalThis as any).throwInA = false;
  claim('hook-throws', {
    calls: calls(),
    replies: t.replies.length,
    logs: logs
      .slice(before)
      .filter((l) => /boom|plugin/i.test(l))
      .slice(0, 4),
  });
  reset();
  (globalThis as any).captureInA = true;
  const c = await bot.chatInput('nodesc');
  (globalThis as any).captureInA = false;
  claim('capture', {calls: calls(), replies: c.replies.map((r: any) => r.content)});
  reset();
  (globalThis as any).aTakesOver = true;
  await bot.chatInput('stopped2'.slice(0, 0) || 'pfx');
  reset();
  await bot.chatInput('nodesc');
  await new Promise((r) => setTimeout(r, 200));
  (globalThis as any).aTakesOver = false;
  claim('executeCommand-A-true-then-B-false', calls());
  reset();
  (globalThis as any).acceptInA = true;
  await bot.send('hello');
  (globalThis as any).acceptInA = false;
  claim('willEmitEvent-accept', calls());
}
