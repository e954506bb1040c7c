// 0.1.10 ButtonKit claims (buttonkit page, ButtonKit API texts) on a real discord.js InteractionCollector, offline:
// the "message" is a stand-in whose createMessageComponentCollector builds the real collector, clicks are fake
// button interactions emitted as client interactionCreate events. Usage: node v0-buttonkit.mjs [reject]
import {ButtonKit, createEffect, createSignal} from 'commandkit';
import {ButtonStyle, Client, ComponentType, InteractionCollector, InteractionType, version} from 'discord.js';

const log = (...a) => console.log('>>', ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const client = new Client({intents: []});
function message(id) {
  return {
    id,
    channelId: 'c1',
    guildId: 'g1',
    client,
    createMessageComponentCollector(o) {
      return new InteractionCollector(client, {...o, message: this, interactionType: InteractionType.MessageComponent});
    },
  };
}
let n = 0;
const click = (customId, messageId) =>
  client.emit('interactionCreate', {
    id: String(++n),
    type: InteractionType.MessageComponent,
    componentType: ComponentType.Button,
    customId,
    message: {id: messageId},
    channelId: 'c1',
    guildId: 'g1',
    user: {id: 'u'},
  });
const button = (id) => new ButtonKit().setCustomId(id).setLabel('x').setStyle(ButtonStyle.Primary);
log('discord.js', version, 'node', process.version);

if (process.argv[2] === 'reject') {
  process.on('exit', (c) => console.log('>> exit code', c));
  button('r').onClick(
    async () => {
      throw new Error('click handler boom');
    },
    {message: message('m')},
  );
  click('r', 'm');
  await sleep(100);
  log('alive after a rejecting onClick handler');
  process.exit(0);
}

// 1. clicks are filtered by custom id and message id
const got = [];
button('same').onClick((i) => got.push('A:' + i.message.id), {message: message('mA')});
button('same').onClick((i) => got.push('B:' + i.message.id), {message: message('mB')});
click('same', 'mA');
click('same', 'mB');
click('other', 'mA');
await sleep(20);
log('filter: same custom id on two messages ->', got.join(' '));

// 2. time without autoReset ends; onEnd runs with no arguments
let b = button('t');
let ends = [];
b.onClick(() => got.push('t'), {message: message('mt'), time: 150, autoReset: false}).onEnd((...a) => ends.push('end args=' + a.length));
await sleep(80);
click('t', 'mt');
await sleep(120);
log('time 150 autoReset false, click at 80 ms: ended by 200 ms ->', ends.join(' ') || 'not ended');

// 3. autoReset true (default): each click restarts the countdown
b = button('r2');
ends = [];
b.onClick(() => {}, {message: message('mr'), time: 150}).onEnd(() => ends.push('end@' + Math.round(performance.now() - t0)));
const t0 = performance.now();
for (let i = 0; i < 3; i++) {
  await sleep(100);
  click('r2', 'mr');
}
await sleep(100);
log('autoReset default: after clicks at 100/200/300 ms, at 400 ms ->', ends.join(' ') || 'still running');
await sleep(150);
log('at 550 ms ->', ends.join(' ') || 'still running');

// 4. max ends it; a second onClick stops the first collector (runs onEnd) and forgets options
b = button('m');
ends = [];
const seen = [];
b.onClick(() => seen.push('first'), {message: message('mm'), max: 2}).onEnd(() => ends.push('end'));
click('m', 'mm');
click('m', 'mm');
click('m', 'mm');
await sleep(20);
log('max 2, three clicks: handled', seen.length, 'onEnd', ends.length);
b = button('s');
ends = [];
seen.length = 0;
b.onClick(() => seen.push('first'), {message: message('ms')}).onEnd(() => ends.push('end'));
b.onClick(() => seen.push('second'));
click('s', 'ms');
await sleep(20);
log('second onClick without data: onEnd calls', ends.length, '| clicks handled', JSON.stringify(seen));
b.onClick(() => seen.push('third'), {message: message('ms')});
click('s', 'ms');
await sleep(20);
log('third onClick with data: handled', JSON.stringify(seen), '| onEnd still stored? calls so far', ends.length);

// 5. errors
for (const [name, f] of Object.entries({
  link: () =>
    new ButtonKit()
      .setURL('https://example.com')
      .setLabel('l')
      .setStyle(ButtonStyle.Link)
      .onClick(() => {}, {message: message('x')}),
  'no handler': () => button('h').onClick(),
  'null handler': () => button('h').onClick(null),
  'data without message': () => button('h').onClick(() => {}, {time: 5}),
  'onEnd without handler': () => button('h').onEnd(),
  'no custom id': () =>
    new ButtonKit()
      .setLabel('n')
      .setStyle(ButtonStyle.Primary)
      .onClick(() => {}, {message: message('x')}),
  'handler only': () => button('h').onClick(() => {}),
})) {
  try {
    const r = f();
    log(name.padEnd(22), 'no throw, returns button:', r instanceof ButtonKit);
  } catch (e) {
    log(name.padEnd(22), e.constructor.name, e.message);
  }
}

// 6. a filter passed from JavaScript replaces ButtonKit's
seen.length = 0;
button('f').onClick(() => seen.push('f'), {message: message('mf'), filter: () => true});
click('anything-else', 'mf');
await sleep(20);
log('own filter: a click on another custom id reached the handler:', seen.length === 1);

// 7. signals
const [get, set, dispose] = createSignal(() => 5);
const runs = [];
createEffect(() => runs.push(get()));
set(5);
set((v) => v + 1);
dispose();
set(100);
log('signal: initializer fn ->', runs[0], '| effect runs', JSON.stringify(runs), '| value after dispose+set', get());
const [u] = createSignal();
log('createSignal() starts as', u());
process.exit(0);
