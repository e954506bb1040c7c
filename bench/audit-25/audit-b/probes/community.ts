// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/community-plugins: plugin base classes' exports, duplicate names, options, factory arrays.
import {startOfflineBot} from '#support';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export default async function (ctx: any) {
  const main = (await import('commandkit')) as any;
  const plugin = (await import('commandkit/plugin')) as any;
  console.log(
    'exports: commandkit/plugin',
    typeof plugin.RuntimePlugin,
    typeof plugin.CompilerPlugin,
    '| commandkit',
    typeof main.RuntimePlugin,
    typeof main.CompilerPlugin,
  );
  const g = globalThis as any;
  const {logs} = await startOfflineBot(ctx, {
    'plugins/uptime.mjs': `import { Logger } from 'commandkit';
import { RuntimePlugin } from 'commandkit/plugin';
export class UptimeLoggerPlugin extends RuntimePlugin {
  name = 'UptimeLoggerPlugin';
  #timer;
  async activate(runtime) {
    globalThis.activations = (globalThis.activations ?? 0) + 1;
    globalThis.optionsSeen = this.options;
    const every = this.options.intervalMs ?? 60_000;
    this.#timer = setInterval(() => { const guilds = runtime.commandkit.client.guilds.cache.size; Logger.info('Up for ' + Math.round(process.uptime()) + 's in ' + guilds + ' servers'); }, every).unref();
  }
  async deactivate() { clearInterval(this.#timer); }
}
export function uptimeLogger(options = {}) { return new UptimeLoggerPlugin(options); }
`,
    'commandkit.config.mjs':
      "import { defineConfig } from 'commandkit/config';\nimport { uptimeLogger } from './plugins/uptime.mjs';\nexport default defineConfig({ plugins: [[uptimeLogger({ intervalMs: 200 })], uptimeLogger({ intervalMs: 5000 })] });\n",
    'src/app/commands/ping.ts':
      "export const command = { name: 'ping', description: 'p' };\nexport async function chatInput(ctx) { await ctx.interaction.reply('pong'); }\n",
  });
  await sleep(500);
  console.log('activations of two plugins with one name', g.activations, 'options seen', JSON.stringify(g.optionsSeen));
  console.log(
    'uptime log lines',
    logs.filter((l) => /Up for \d+s in \d+ servers/.test(l)).length,
    '| duplicate notice',
    logs
      .filter((l) => /UptimeLoggerPlugin|already/i.test(l))
      .slice(0, 3)
      .join(' | '),
  );
}
