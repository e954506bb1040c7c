// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Claims of guide/useful-utilities/commandkit-kv, run on the real build (Node 24 node:sqlite).
import {existsSync, readdirSync} from 'node:fs';
import {DatabaseSync} from 'node:sqlite';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const t = (f: () => unknown) => {
  try {
    const v = f();
    return v instanceof Promise
      ? v.then(
          (x) => 'ok ' + show(x),
          (e) => 'threw: ' + e.message,
        )
      : 'ok ' + show(v);
  } catch (e: any) {
    return 'threw: ' + e.message;
  }
};
const show = (v: unknown) =>
  typeof v === 'bigint'
    ? v + 'n'
    : v instanceof Map
      ? 'Map' + JSON.stringify([...v])
      : v instanceof Set
        ? 'Set' + JSON.stringify([...v])
        : Buffer.isBuffer(v)
          ? 'Buffer'
          : v instanceof Date
            ? 'Date'
            : v instanceof RegExp
              ? 'RegExp' + v
              : JSON.stringify(v);
export default async function () {
  const {KV, openKV} = (await import('commandkit/kv')) as any;
  const main = openKV();
  console.log('openKV() file exists commandkit_kv.db', existsSync('commandkit_kv.db'), 'files', readdirSync('.').join(','));
  const db = main.getDatabase();
  console.log(
    'default journal_mode',
    JSON.stringify(db.prepare('PRAGMA journal_mode').get()),
    'tables',
    JSON.stringify(db.prepare("select name from sqlite_master where type='table'").all()),
  );
  const nsOnly = openKV('ns.db', {namespace: 'tags'});
  console.log('options {namespace} journal_mode', JSON.stringify(nsOnly.getDatabase().prepare('PRAGMA journal_mode').get()));
  const withWal = openKV('ns2.db', {enableWAL: true, namespace: 'tags'});
  console.log('options {enableWAL,namespace} journal_mode', JSON.stringify(withWal.getDatabase().prepare('PRAGMA journal_mode').get()));
  const kv = new KV(':memory:');
  // types
  for (const [name, v] of [
    ['str', 's'],
    ['num', 1.5],
    ['bool', true],
    ['null', null],
    ['undef', undefined],
    ['big', 10n],
    ['date', new Date(0)],
    ['map', new Map([['a', 1]])],
    ['set', new Set([1])],
    ['buf', Buffer.from('x')],
    ['re', /a/g],
    ['arr', [1, 2]],
    ['obj', {a: 1}],
  ] as const) {
    kv.set(name, v);
    console.log('roundtrip', name, show(kv.get(name)));
  }
  console.log('nested date', show(kv.get('x') ?? (kv.set('nd', {d: new Date(0)}), kv.get('nd'))));
  kv.set('nm', {m: new Map([['a', 1]])});
  console.log('nested map', show(kv.get('nm')));
  console.log(
    'nested bigint set ->',
    t(() => kv.set('nb', {b: 1n})),
  );
  console.log('get missing', show(kv.get('nope')));
  // expiry
  kv.setex('e', 'v', 50);
  console.log('ttl setex 50 in (0,50]', kv.ttl('e'), 'ttl no-expiry', kv.ttl('str'), 'ttl missing', kv.ttl('nope'));
  console.log('has existing', kv.has('str'), 'has missing', kv.has('nope'), 'count', kv.count(), 'keys length', kv.keys().length);
  console.log('expire existing ->', kv.expire('str', 1000), 'ttl after', kv.ttl('str'));
  kv.set('e2', 'x');
  kv.setex('e2', 'x', 100000);
  kv.set('e2', 'y');
  console.log('set replaces expiry: ttl', kv.ttl('e2'));
  await sleep(80);
  console.log('after expiry get', show(kv.get('e')), 'ttl', kv.ttl('e'), 'keys has e', kv.keys().includes('e'));
  kv.setex('e3', 'v', 30);
  await sleep(50);
  const raw = () => kv.getDatabase().prepare('select count(*) as n from commandkit_kv where key = ?').get('e3');
  console.log(
    'expired e3 row before reads',
    JSON.stringify(raw()),
    'in keys()',
    kv.keys().includes('e3'),
    'in all()',
    'e3' in kv.all(),
    'in values',
    kv.values().length,
    'iter',
    [...kv].some(([k]: any) => k === 'e3'),
  );
  console.log('row after keys/all/iter', JSON.stringify(raw()));
  kv.get('e3');
  console.log('row after get', JSON.stringify(raw()));
  // math
  kv.set('n', 10);
  console.log(
    'math + ',
    show(kv.math('n', '+', 1)),
    '/ ',
    show(kv.math('n', '/', 2)),
    '^',
    show(kv.math('n', '^', 2)),
    '%',
    show(kv.math('n', '%', 7)),
    'stored',
    show(kv.get('n')),
  );
  console.log(
    'math missing ->',
    t(() => kv.math('missing', '+', 1)),
  );
  console.log(
    'math string ->',
    t(() => kv.math('str', '+', 1)),
  );
  console.log(
    'math bigint mix ->',
    t(() => kv.math('n', '+', 1n)),
    show(kv.get('n')),
  );
  kv.set('ni', 10);
  console.log(
    'math int number + bigint',
    t(() => kv.math('ni', '+', 1n)),
    show(kv.get('ni')),
  );
  kv.set('m', 5n);
  console.log(
    'math bigint stored + number',
    t(() => kv.math('m', '*', 2)),
  );
  // dotted keys
  kv.set('123.locale', 'fr');
  console.log('dotted set: get(123)', show(kv.get('123')), 'get(123.locale)', show(kv.get('123.locale')));
  // namespaces
  const s = new KV(':memory:', {enableWAL: true, namespace: 'guild_settings'});
  const eco = s.namespace('economy');
  eco.set('a', 1);
  console.log(
    'namespace shares connection',
    eco.getDatabase() === s.getDatabase(),
    'tables',
    JSON.stringify(s.getDatabase().prepare("select name from sqlite_master where type='table'").all()),
  );
  console.log(
    'dash namespace ->',
    t(() => new KV(':memory:', {enableWAL: true, namespace: 'guild-settings'}).set('a', 1)),
  );
  // clear
  s.set('x', 1);
  s.clear();
  console.log('clear -> keys', s.keys().length, 'economy keys still', eco.keys().length);
  // transaction
  const w = openKV('tx.db', {enableWAL: true, namespace: 'wallets'});
  w.set('a', 10);
  const tr = w.transaction(() => {
    w.set('a', 5);
    throw new Error('Insufficient');
  });
  console.log(
    'transaction returns promise',
    tr instanceof Promise,
    await tr.then(
      () => 'resolved',
      (e: any) => 'rejected ' + e.message,
    ),
    'a after rollback',
    w.get('a'),
  );
  console.log(
    'transaction ok ->',
    await w.transaction(() => {
      w.set('a', 7);
      return 'r';
    }),
    w.get('a'),
  );
  // busy: second connection writes during open transaction
  const w2 = openKV('tx.db', {enableWAL: true, namespace: 'wallets'});
  const pending = w.transaction(async () => {
    w.set('a', 1);
    await sleep(30);
  });
  console.log(
    'other connection write during tx ->',
    t(() => w2.set('b', 1)),
  );
  await pending.catch(() => {});
  const p1 = w.transaction(async () => {
    await sleep(30);
  });
  console.log('second transaction same connection during async tx ->', await t(() => w.transaction(() => {})));
  await p1.catch(() => {});
  // close / isOpen / dispose
  console.log('isOpen', w.isOpen());
  w.close();
  console.log(
    'after close isOpen',
    w.isOpen(),
    'get after close ->',
    t(() => w.get('a')),
  );
  console.log('Symbol.dispose', typeof w2[Symbol.dispose]);
  const d = new DatabaseSync('raw.db', {timeout: 1000});
  console.log(
    'new KV(DatabaseSync) ->',
    t(() => new KV(d, {enableWAL: true, namespace: 'x'}).set('a', 1)),
  );
}
