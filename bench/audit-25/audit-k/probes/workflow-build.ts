// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// commandkit-workflow: what `commandkit build` does with a workflow. Where the HTTP handler goes, what it points
// at, and what a bot started on a fresh install of its packages (the handler as the package ships it) does.
export const installs = {typescript: '^5.8.3', workflow: '4.0.1-beta.12', '@workflow/builders': '4.0.1-beta.8'};
import {readFileSync, writeFileSync, existsSync, readdirSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {join} from 'node:path';
import {buildBot, startBuilt, claim, sleep} from './support.js';

const WF = `import { sleep } from 'workflow';
async function note(text: string) {
  'use step';
  (globalThis as any).stepRan = text;
  return text.length;
}
export async function pingWorkflow(text: string) {
  'use workflow';
  await sleep(500);
  const n = await note(text);
  return { n };
}
`;
const CMD = `import type { ChatInputCommand } from 'commandkit';
import { start } from 'workflow/api';
import { pingWorkflow } from '../../workflows/ping';
export const command = { name: 'ping-wf', description: 'wf' };
export const chatInput: ChatInputCommand = async (ctx) => {
  const run = await start(pingWorkflow, ['hello']);
  (globalThis as any).run = run;
  await ctx.interaction.reply('started ' + run.runId);
};
`;

export async function reproduce(ctx: any) {
  const {freePort} = await import('#support');
  process.env.PORT = String(await freePort());
  const handler = fileURLToPath(import.meta.resolve('@commandkit/workflow/handler'));
  // The package ships this file as an empty module (its first line, the rest being a source map comment).
  const shipped = 'export {};\n';
  claim('handler-path', handler.replace(ctx.projectDir, '<project>'));
  buildBot(ctx, {
    'commandkit.config.mjs': `import { defineConfig } from 'commandkit/config';\nimport { workflow } from '@commandkit/workflow';\nexport default defineConfig({ plugins: [workflow()] });\n`,
    'src/workflows/ping.ts': WF,
    'src/app/commands/ping-wf.ts': CMD,
  });
  const built = readFileSync(handler, 'utf8');
  claim(
    'handler-written-into-package',
    built !== shipped,
    'inside node_modules',
    handler.includes('/node_modules/@commandkit/workflow/dist/'),
  );
  const urls = [...built.matchAll(/from '([^']+)'/g)].map((m) => m[1]).filter((u) => u.startsWith('file:'));
  claim(
    'handler-imports',
    urls.map((u) => u.replace(ctx.cwd, '<bot>')),
  );
  claim('compiled', readdirSync(join(ctx.cwd, 'dist', '.compiled-workflows')));

  // A reader who installs the packages again after building (a fresh `npm ci` on the server, the runtime stage of
  // a Docker build) gets the handler as the package ships it.
  const scenario = process.env.AUDIT_K_SCENARIO ?? 'fresh-install';
  if (scenario === 'fresh-install') writeFileSync(handler, shipped);
  // The project moved after the build (dist copied elsewhere, another checkout): the handler names the old folder.
  if (scenario === 'moved') writeFileSync(handler, built.replaceAll(ctx.cwd, `${ctx.cwd}-built-elsewhere`));
  try {
    const {bot, logs, startError} = await startBuilt(ctx);
    claim(`${scenario}:start`, startError ? `error ${startError.message}` : 'started');
    const {execSync} = await import('node:child_process');
    claim(
      `${scenario}:listening`,
      execSync(`ss -ltn 2>/dev/null | grep ':${process.env.PORT} ' || echo none`).toString().trim().replace(/\s+/g, ' '),
    );
    const d = await bot.chatInput('ping-wf');
    claim(
      `${scenario}:reply`,
      d.replies.map((m) => m.content),
    );
    const run = globalThis.run;
    let result;
    try {
      result = await Promise.race([run.returnValue, sleep(15000).then(() => 'no result after 15 s')]);
    } catch (e) {
      result = 'rejected ' + e.message;
    }
    claim(`${scenario}:result`, result, 'step ran', globalThis.stepRan ?? 'no');
    try {
      claim(`${scenario}:status`, await Promise.race([run.status, sleep(3000).then(() => 'pending')]));
    } catch (e) {
      claim(`${scenario}:status rejects`, e.message);
    }
    claim(`${scenario}:logs`, logs.filter((l) => /ECONNREFUSED|fetch failed|workflow|error/i.test(l)).slice(0, 6));
  } finally {
    writeFileSync(handler, built);
  }
}
