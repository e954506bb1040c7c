// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// community-plugins: commandkit-plugin-lavalink-client installed from the registry next to commandkit 1.2.0 (with
// lavalink-client 2, which the plugin does not install itself): it loads, extends this commandkit's RuntimePlugin,
// initializes the manager once the client is ready, and a manager event reaches an event file in the
// (lavalink-manager) namespace folder.
export const installs = {'commandkit-plugin-lavalink-client': 'latest', 'lavalink-client': '2'};
import {startOfflineBot} from '#support';
import {claim, sleep} from './support.js';

const APP = `import { Client } from 'discord.js';
import { LavalinkManager } from 'lavalink-client';
import { setLavalinkManager } from 'commandkit-plugin-lavalink-client';
const client = new Client({ intents: ['Guilds', 'GuildVoiceStates'] });
const manager = new LavalinkManager({
  nodes: [{ id: 'local', host: '127.0.0.1', port: 2333, authorization: 'youshallnotpass', retryAmount: 1, retryDelay: 100 }],
  sendToShard: () => {},
});
(globalThis as any).manager = manager;
setLavalinkManager(manager);
export default client;
`;

export async function reproduce(ctx: any) {
  const pkg = await import('commandkit-plugin-lavalink-client');
  const {RuntimePlugin} = await import('commandkit');
  claim('extends-this-runtime-plugin', pkg.lavalinkClient() instanceof RuntimePlugin);
  const {bot, logs, commandkit} = await startOfflineBot(ctx, {
    'src/app.ts': APP,
    'commandkit.config.mjs': `import { defineConfig } from 'commandkit/config';\nimport { lavalinkClient } from 'commandkit-plugin-lavalink-client';\nexport default defineConfig({ plugins: [lavalinkClient()] });\n`,
    'src/app/events/(lavalink-manager)/trackStart/announce.ts': `export default function (player: any, track: any) { (globalThis as any).trackStart = track?.info?.title ?? 'called'; }\n`,
  });
  await sleep(500);
  const manager = globalThis.manager;
  claim(
    'activated',
    logs.filter((l) => /LavalinkClientPlugin|Failed to activate/.test(l)).map((l) => l.replace(/^.*└ /, '')),
  );
  claim('manager-initiated', manager.initiated ?? 'n/a', 'client ready', commandkit.client.isReady());
  await bot.during(() => manager.emit('trackStart', {guildId: '1'}, {info: {title: 'song'}}, {}));
  await sleep(300);
  claim('namespaced-event-file-ran', globalThis.trackStart ?? 'no');
}
