// Run with Node 20 in a folder whose node_modules holds commandkit@0.1.10 and discord.js 14: node buttonkit.mjs
// 0.1.10 ButtonKit and signals, on Node 20 with the published package.
import {ButtonKit, createSignal, createEffect} from 'commandkit';
import {ButtonStyle, Client} from 'discord.js';
import {EventEmitter} from 'node:events';
const t = (f) => {
  try {
    const r = f();
    return 'ok ' + (r === undefined ? '' : typeof r);
  } catch (e) {
    return `${e.constructor.name}: ${e.message}`;
  }
};
const client = new Client({intents: []});
const seen = [];
const fakeMessage = {
  id: '1',
  client,
  createMessageComponentCollector(opts) {
    seen.push(opts);
    const c = new EventEmitter();
    c.stop = (r) => {
      if (c.ended) return;
      c.ended = true;
      c.emit('end', new Map(), r);
    };
    c.resetTimer = () => {};
    return c;
  },
};
const b = () => new ButtonKit().setCustomId('x').setLabel('L').setStyle(ButtonStyle.Primary);
console.log(
  'link style ->',
  t(() =>
    new ButtonKit()
      .setURL('https://a.b')
      .setLabel('L')
      .setStyle(ButtonStyle.Link)
      .onClick(() => {}, {message: fakeMessage}),
  ),
);
console.log(
  'no handler ->',
  t(() => b().onClick(undefined, {message: fakeMessage})),
);
console.log(
  'data without message ->',
  t(() => b().onClick(() => {}, {time: 5})),
);
console.log(
  'onEnd without handler ->',
  t(() => b().onEnd()),
);
console.log(
  'onClick(handler) without data ->',
  t(() => b().onClick(() => {})),
  'collectors',
  seen.length,
);
const btn = b();
const ret = btn.onClick(() => {}, {message: fakeMessage});
console.log(
  'returns the button',
  ret === btn,
  'collector options',
  JSON.stringify({time: seen[0]?.time, autoReset: seen[0]?.autoReset, keys: Object.keys(seen[0] ?? {})}),
);
let ended = 0;
btn.onEnd(() => {
  ended++;
});
btn.onClick(() => {}, {message: fakeMessage, time: 10});
console.log('second onClick stops the first collector (onEnd ran):', ended);
const [get, set, dispose] = createSignal(1);
let runs = 0;
createEffect(() => {
  get();
  runs++;
});
console.log('effect runs at once:', runs);
set(1);
console.log('after set same value:', runs);
set((p) => p + 1);
console.log('updater ->', get(), 'runs', runs);
dispose();
set(5);
console.log('after dispose runs', runs, 'value', get());
