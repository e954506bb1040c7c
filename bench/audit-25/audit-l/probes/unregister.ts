// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-l: AppEventsHandler#unregisterAllClientListeners (row 36 of sample.tsv) on a started offline bot.
import {startOfflineBot} from '#support';

const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));

export default async function (ctx: any) {
  const {bot, commandkit} = await startOfflineBot(ctx, {
    'src/app/events/messageCreate/regular.ts': 'export default function () {}\n',
    'src/app/events/messageCreate/first-only.ts': 'export const once = true;\nexport default function () {}\n',
    'src/app/events/typingStart/first-only.ts': 'export const once = true;\nexport default function () {}\n',
  });
  const client = bot.client;
  client.on('typingStart', function mine() {});
  const count = () => ({messageCreate: client.listenerCount('messageCreate'), typingStart: client.listenerCount('typingStart')});
  const h = commandkit.eventHandler;
  claim('36 before', count(), 'loaded', [...h.loadedEvents.keys()]);
  h.unregisterAllClientListeners();
  claim(
    '36 after',
    count(),
    'loaded',
    [...h.loadedEvents.keys()],
    'own typingStart listener kept',
    client.listeners('typingStart').some((f) => f.name === 'mine'),
  );
}
