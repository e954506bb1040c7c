// @ts-nocheck -- runs inside a reader's project (framework packages), not in the site.
// Two processes on one KV file (guide/useful-utilities/commandkit-kv, "Several processes and shards").
import {spawn} from 'node:child_process';
import {DatabaseSync} from 'node:sqlite';
import {KV, openKV} from 'commandkit/kv';
import {claim, errorOf, sleep} from './support.js';

// another process (a second shard) holding a write transaction on the file for 400 ms
function holdWriteLock(): Promise<void> {
  const script = `const {DatabaseSync} = require('node:sqlite');
const db = new DatabaseSync('shared.db');
db.exec('BEGIN IMMEDIATE'); db.exec("INSERT OR REPLACE INTO shard (key, value, expires_at) VALUES ('other', '{\\"t\\":1,\\"v\\":\\"x\\"}', NULL)");
console.log('locked');
setTimeout(() => { db.exec('COMMIT'); process.exit(0); }, 400);`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', script], {stdio: ['ignore', 'pipe', 'inherit']});
    child.stdout.on('data', (d) => {
      if (String(d).includes('locked')) resolve();
    });
  });
}

export default async function () {
  const a: any = openKV('shared.db', {enableWAL: true, namespace: 'shard'});
  a.set('mine', 1);
  await holdWriteLock();
  claim('default store writes while another process writes', await errorOf(() => a.set('mine', 2)));
  await sleep(600);
  claim('...other process write visible', a.get('other'));
  const patient: any = new KV(new DatabaseSync('shared.db', {timeout: 3000}), {enableWAL: true, namespace: 'shard'});
  await holdWriteLock();
  const t0 = Date.now();
  claim('DatabaseSync timeout 3000: write while another process writes', [
    await errorOf(() => patient.set('mine', 3)),
    'waited ms >= 200',
    Date.now() - t0 >= 200,
    patient.get('mine'),
  ]);
}
