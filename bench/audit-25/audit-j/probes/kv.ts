// @ts-nocheck -- runs inside a reader's project (framework packages), not in the site.
// guide/useful-utilities/commandkit-kv on Node 24's node:sqlite.
import {existsSync} from 'node:fs';
import {DatabaseSync} from 'node:sqlite';
import {KV, openKV} from 'commandkit/kv';
import {claim, errorOf, sleep} from './support.js';

const journal = (kv: any) => kv.getDatabase().prepare('PRAGMA journal_mode').get().journal_mode;
const tables = (kv: any) =>
  kv
    .getDatabase()
    .prepare("SELECT name FROM sqlite_master WHERE type='table'")
    .all()
    .map((r: any) => r.name);

export default async function () {
  const main: any = openKV();
  main.set('a', 1);
  claim('openKV(): file, table, journal', [existsSync('commandkit_kv.db'), tables(main), journal(main)]);
  const viaClass: any = new KV('settings.db', {enableWAL: true, namespace: 'guild_settings'});
  claim('new KV(path, opts): table, journal', [tables(viaClass), journal(viaClass)]);
  const eco: any = viaClass.namespace('economy');
  eco.set('x', 1);
  claim('namespace(): same connection, tables', [eco.getDatabase() === viaClass.getDatabase(), tables(viaClass)]);
  const noWal: any = openKV('nowal.db', {namespace: 'tags'});
  claim('openKV(path, {namespace}) journal', journal(noWal));
  claim('hyphen namespace', await errorOf(() => openKV('h.db', {enableWAL: true, namespace: 'guild-settings'})));
  const mem: any = openKV(':memory:');
  claim(':memory: works, no file', [mem.set('k', 1) ?? mem.get('k'), existsSync(':memory:')]);
  claim(
    'URL and Buffer paths',
    await errorOf(() => {
      const u: any = openKV(new URL(`file://${process.cwd()}/url.db`));
      const b: any = openKV(Buffer.from('buf.db'));
      u.close();
      b.close();
      return [existsSync('url.db'), existsSync('buf.db')];
    }),
  );
  const own = new DatabaseSync('own.db', {timeout: 2000});
  const ownKv: any = new KV(own, {enableWAL: true, namespace: 'own'});
  claim('new KV(DatabaseSync) uses it', ownKv.getDatabase() === own);

  // values
  const s: any = openKV(':memory:');
  const samples: Record<string, unknown> = {
    str: 'x',
    num: 1.5,
    bool: true,
    nul: null,
    undef: undefined,
    big: 12345678901234567890n,
    date: new Date(0),
    map: new Map([['k', 1]]),
    set: new Set([1, 2]),
    buf: Buffer.from('hi'),
    re: /a+/gi,
    arr: [1, 'b'],
    obj: {a: 1},
  };
  const kinds: string[] = [];
  for (const [k, v] of Object.entries(samples)) {
    s.set(k, v);
    const back = s.get(k);
    const type =
      back === null
        ? 'null'
        : back instanceof Map
          ? 'Map'
          : back instanceof Set
            ? 'Set'
            : Buffer.isBuffer(back)
              ? 'Buffer'
              : back instanceof RegExp
                ? 'RegExp'
                : back instanceof Date
                  ? 'Date'
                  : Array.isArray(back)
                    ? 'Array'
                    : typeof back;
    kinds.push(`${k}:${type}`);
  }
  claim('top-level types back', kinds);
  s.set('nested', {d: new Date(0), m: new Map([['a', 1]])});
  const n = s.get('nested');
  claim('nested Date / Map', [typeof n.d, JSON.stringify(n.m)]);
  claim('nested bigint', await errorOf(() => s.set('nb', {b: 1n})));
  claim(
    'Map entries go through JSON',
    (() => {
      s.set('me', new Map([['d', new Date(0)]]));
      return typeof s.get('me').get('d');
    })(),
  );

  // methods
  claim('get missing', s.get('nope'));
  s.set('t', 'v');
  claim('has/count on existing keys', [s.has('t'), s.count(), s.keys().length]);
  claim('expire on existing key', [s.expire('t', 1000), s.ttl('t')]);
  claim('ttl: no expiry, missing', [s.ttl('t'), s.ttl('missing')]);
  s.setex('e', 'v', 100);
  const left = s.ttl('e');
  claim('setex ttl left (<=100, >0)', left > 0 && left <= 100);
  s.set('e2', 'v');
  s.setex('e2', 'v', 100);
  s.set('e2', 'w');
  claim('set after setex clears expiry', s.ttl('e2'));
  await sleep(150);
  claim('expired: ttl, get', [s.ttl('e'), s.get('e')]);
  s.setex('gone', 'v', 50);
  await sleep(80);
  const raw = () => s.getDatabase().prepare("SELECT COUNT(*) AS n FROM commandkit_kv WHERE key='gone'").get().n;
  const hidden = [
    s.keys().includes('gone'),
    Object.keys(s.all()).includes('gone'),
    s.values().length === s.keys().length,
    [...s].some(([k]: any) => k === 'gone'),
  ];
  claim('expired hidden from keys/all/iteration, still in file', [hidden, raw()]);
  s.ttl('gone');
  claim('after ttl(): row', raw());
  s.get('gone');
  claim('after get(): row', raw());

  s.set('c', 10);
  claim('math ops', [
    s.math('c', '+', 5),
    s.math('c', '-', 3),
    s.math('c', '*', 2),
    s.math('c', '/', 5),
    s.math('c', '^', 2),
    s.math('c', '%', 5),
  ]);
  claim('math missing key', await errorOf(() => s.math('nokey', '+', 1)));
  s.set('str', 'x');
  claim('math on a string', await errorOf(() => s.math('str', '+', 1)));
  s.set('mix', 5);
  claim('math number + bigint', typeof s.math('mix', '+', 2n));
  s.set('frac', 7);
  claim('math 7/2', s.math('frac', '/', 2));

  // dotted keys
  s.set('123.locale', 'fr');
  claim('set dotted: parent, get dotted', [s.get('123'), s.get('123.locale')]);

  // clear, iteration
  const ns: any = openKV(':memory:');
  ns.set('a', 1);
  ns.set('b', 2);
  const other = ns.namespace('other');
  other.set('z', 1);
  ns.clear();
  claim('clear(): this namespace empty, other kept', [ns.keys(), other.keys()]);
  other.set('y', 2);
  claim('iteration', [...other]);

  // transactions
  const w: any = openKV('tx.db', {enableWAL: true, namespace: 'wallets'});
  w.set('alice', 10);
  const tx = await w.transaction(() => {
    w.set('alice', 5);
    w.set('bob', 5);
    return 'r';
  });
  claim('transaction commit returns', [tx, w.get('alice'), w.get('bob')]);
  claim('transaction throws -> rollback', [
    await errorOf(() =>
      w.transaction(() => {
        w.set('alice', 0);
        throw new Error('Insufficient balance');
      }),
    ),
    w.get('alice'),
  ]);
  claim('transaction returns a promise', w.transaction(() => 1) instanceof Promise);
  // async fn: a second transaction meanwhile
  const first = w.transaction(async () => {
    w.set('alice', 100);
    await sleep(50);
    w.set('bob', 100);
  });
  const second = await errorOf(() => w.transaction(() => w.set('carol', 1)));
  const firstResult = await errorOf(() => first);
  claim('async transaction + second one meanwhile', [second, firstResult, w.get('alice'), w.get('bob'), w.get('carol')]);
  // a separate connection writing during an open transaction
  const w2: any = openKV('tx.db', {enableWAL: true, namespace: 'wallets'});
  let separate = '';
  await w.transaction(async () => {
    w.set('dave', 1);
    separate = await errorOf(() => w2.set('erin', 1));
  });
  claim('separate connection write during transaction', separate);
  // a DatabaseSync with a timeout, other PROCESS-like connection: waits instead
  const slowDb = new DatabaseSync('tx.db', {timeout: 300});
  const w3: any = new KV(slowDb, {enableWAL: true, namespace: 'wallets'});
  const t0 = Date.now();
  let withTimeout = '';
  await w.transaction(async () => {
    w.set('f', 1);
    withTimeout = await errorOf(() => w3.set('g', 1));
  });
  claim('same-process write with timeout 300 during transaction: error, blocked ms>=290', [withTimeout, Date.now() - t0 >= 290]);

  // close, isOpen, dispose
  const c: any = openKV('close.db', {enableWAL: true, namespace: 'c'});
  c.close();
  claim('close/isOpen, use after close', [c.isOpen(), await errorOf(() => c.get('x'))]);
  let disposed: any;
  {
    using d: any = openKV('dispose.db', {enableWAL: true, namespace: 'd'});
    disposed = d;
  }
  claim('using: closed at block end', disposed.isOpen());
  claim('Symbol.dispose / asyncDispose', [typeof c[Symbol.dispose], typeof c[Symbol.asyncDispose]]);
  claim(
    'namespace from user input (injection)',
    await errorOf(() => openKV(':memory:', {enableWAL: true, namespace: 'x (key TEXT); DROP TABLE y; --'})),
  );
}
