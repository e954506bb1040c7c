// @ts-nocheck -- runs inside a reader's project (framework packages), not in the site.
// What an awaiting transaction does to a second transaction() call on the same store (guide/useful-utilities/commandkit-kv).
import {openKV} from 'commandkit/kv';
import {claim, errorOf, sleep} from './support.js';

export default async function () {
  const w: any = openKV('tx.db', {enableWAL: true, namespace: 'wallets'});
  w.set('alice', 5);
  const db = w.getDatabase();
  const first = w.transaction(async () => {
    w.set('alice', 100);
    claim('first: inside, isTransaction', db.isTransaction);
    await sleep(50);
    claim('first: after await, isTransaction', db.isTransaction);
    w.set('bob', 100);
  });
  const second = errorOf(() =>
    w.transaction(() => {
      claim('second: fn ran', true);
      w.set('carol', 1);
    }),
  );
  claim('second transaction()', await second);
  claim('first transaction()', await errorOf(() => first));
  claim('after both: alice, bob, carol', [w.get('alice'), w.get('bob'), w.get('carol')]);
}
