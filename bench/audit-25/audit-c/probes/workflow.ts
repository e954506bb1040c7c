// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/official-plugins/commandkit-workflow: retries, FatalError, calling the workflow directly, where
// runs and compiled workflows are written, PORT, the interface the server listens on, CommonJS require.
import {execSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {freePort, startOfflineBot} from '#support';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const WF = `import { FatalError } from 'workflow';
async function flaky(key: string) {
  'use step';
  const g = globalThis as any;
  (g.attempts ??= {})[key] = [...(g.attempts[key] ?? []), Date.now()];
  if (key === 'always') throw new Error('still failing');
  if (g.attempts[key].length < 3) throw new Error('try again');
  return g.attempts[key].length;
}
async function fatal() {
  'use step';
  const g = globalThis as any;
  g.fatalAttempts = (g.fatalAttempts ?? 0) + 1;
  throw new FatalError('no point retrying');
}
export async function flakyWorkflow() {
  'use workflow';
  const n = await flaky('three');
  let caught = 'none';
  try { await fatal(); } catch (e) { caught = 'caught: ' + (e as Error).message; }
  let last = 'none';
  try { await flaky('always'); } catch (e) { last = 'caught: ' + (e as Error).message; }
  return { n, caught, last };
}
`;
const CMD = `import type { ChatInputCommand } from 'commandkit';
import { start } from 'workflow/api';
import { flakyWorkflow } from '../../workflows/flaky';
export const command = { name: 'wf', description: 'wf' };
export const chatInput: ChatInputCommand = async (ctx) => {
  try { await (flakyWorkflow as any)(); (globalThis as any).direct = 'no throw'; } catch (e) { (globalThis as any).direct = (e as Error).message; }
  const run = await start(flakyWorkflow, []);
  (globalThis as any).run = run;
  await ctx.interaction.reply('started ' + run.runId);
};
`;

export default async function (ctx: any) {
  const port = await freePort();
  process.env.PORT = String(port);
  const {bot, logs} = await startOfflineBot(ctx, {
    'commandkit.config.mjs': `import { defineConfig } from 'commandkit/config';\nimport { workflow } from '@commandkit/workflow';\nexport default defineConfig({ plugins: [workflow()] });\n`,
    'src/workflows/flaky.ts': WF,
    'src/app/commands/wf.ts': CMD,
  });
  console.log(
    'CLAIM compiled-workflows',
    existsSync(join(ctx.cwd, 'dist', '.compiled-workflows'))
      ? readdirSync(join(ctx.cwd, 'dist', '.compiled-workflows')).join(',')
      : 'missing',
  );
  try {
    console.log('CLAIM listening', execSync(`ss -ltn 2>/dev/null | grep ':${port} ' || true`).toString().trim().replace(/\s+/g, ' '));
  } catch {}
  const d = await bot.chatInput('wf');
  console.log('CLAIM reply', d.replies.map((m) => m.content).join('|'));
  console.log('CLAIM direct-call', globalThis.direct);
  const run = globalThis.run;
  console.log('CLAIM run-props', run && ['runId', 'status', 'returnValue'].map((k) => k + ':' + typeof run[k]).join(','));
  let result;
  try {
    result = await Promise.race([run.returnValue, sleep(25000).then(() => 'timeout')]);
  } catch (e) {
    result = 'rejected ' + e.message;
  }
  console.log('CLAIM result', JSON.stringify(result));
  const gaps = (a) => (a ?? []).slice(1).map((t, i) => t - a[i]);
  console.log('CLAIM attempts three', globalThis.attempts?.three?.length, 'gaps', JSON.stringify(gaps(globalThis.attempts?.three)));
  console.log('CLAIM attempts always', globalThis.attempts?.always?.length, 'fatal', globalThis.fatalAttempts);
  try {
    console.log('CLAIM status', await run.status);
  } catch (e) {
    console.log('CLAIM status rejects', e.message);
  }
  console.log(
    'CLAIM workflow-data',
    existsSync(join(ctx.cwd, '.workflow-data')) ? readdirSync(join(ctx.cwd, '.workflow-data')).join(',') : 'missing',
  );
  try {
    createRequire(join(ctx.cwd, 'x.cjs'))('@commandkit/workflow');
    console.log('CLAIM require ok');
  } catch (e) {
    console.log('CLAIM require fails', e.code, String(e.message).split('\n')[0]);
  }
  console.log(
    'CLAIM logs',
    logs
      .filter((l) => /workflow|PORT|listen/i.test(l))
      .slice(0, 5)
      .join(' / '),
  );
}
