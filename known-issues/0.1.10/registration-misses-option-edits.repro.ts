// Reproduces known issue registration-misses-option-edits with the published commandkit@0.1.10 on an offline
// client: its REST layer answers locally with the commands Discord "already has" and records what is sent.
import assert from 'node:assert/strict';
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {CommandKit} from 'commandkit';
import {Client, ClientApplication} from 'discord.js';

const APP_ID = '1100000000000000001';

/** The command as registered earlier: one required string option called `name`. */
const EXISTING = {
  id: '1100000000000000010',
  application_id: APP_ID,
  version: '1100000000000000011',
  type: 1,
  name: 'greet',
  description: 'Greet someone',
  options: [{type: 3, name: 'name', description: 'Who to greet', required: true}],
  default_member_permissions: null,
  nsfw: false,
};

/** The reader's edited command: the option renamed to `username` and no longer required; same count, same text. */
const EDITED = {
  name: 'greet',
  description: 'Greet someone',
  options: [{type: 3, name: 'username', description: 'Who to greet', required: false}],
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Starts CommandKit 0.1.10 with `options`, lets the client become "ready", and returns the requests it made. */
async function start(cwd: string, options: Record<string, unknown>, existing: unknown[], deleted = false): Promise<Sent[]> {
  const dir = join(cwd, `commands-${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir);
  writeFileSync(
    join(dir, 'greet.mjs'),
    `export const data = ${JSON.stringify(EDITED)};\n` +
      `${deleted ? 'export const options = { deleted: true };\n' : ''}export function run() {}\n`,
  );
  const sent: Sent[] = [];
  const client = new Client({
    intents: [],
    rest: {
      // Nothing leaves the machine: every request is answered here.
      async makeRequest(url: string, init: RequestInit) {
        const path = new URL(url).pathname.replace(/^\/api\/v\d+/, '');
        const method = init.method ?? 'GET';
        if (method !== 'GET') sent.push({method, path, body: init.body ? JSON.parse(String(init.body)) : null});
        const reply =
          method === 'GET'
            ? existing
            : method === 'DELETE'
              ? null
              : {...EXISTING, ...(Array.isArray(JSON.parse(String(init.body))) ? {} : JSON.parse(String(init.body)))};
        const answer = method === 'PUT' ? [reply] : reply;
        return new Response(answer === null ? null : JSON.stringify(answer), {
          status: answer === null ? 204 : 200,
          headers: {'content-type': 'application/json'},
        });
      },
    } as never,
  });
  client.rest.setToken('offline.token');
  const kit = new CommandKit({client, commandsPath: dir, ...options});
  for (let i = 0; i < 100 && !kit.commands.length; i++) await new Promise((r) => setTimeout(r, 20));
  assert.equal(kit.commands.length, 1);
  // What the gateway's READY would have set up.
  (client as unknown as {application: ClientApplication}).application = new (
    ClientApplication as unknown as new (c: Client, d: object) => ClientApplication
  )(client, {id: APP_ID});
  client.emit('ready', client as never);
  await new Promise((r) => setTimeout(r, 500));
  await client.destroy();
  return sent;
}

export async function reproduce({cwd}: {cwd: string}): Promise<void> {
  const sent = await start(cwd, {}, [EXISTING]);
  assert.deepEqual(sent, [], 'the renamed, no longer required option is never sent');

  // The comparison does notice a new description.
  const described = await start(cwd, {}, [{...EXISTING, description: 'Old text'}]);
  assert.deepEqual(
    described.map((r) => `${r.method} ${r.path}`),
    [`PATCH /applications/${APP_ID}/commands/${EXISTING.id}`],
  );
}

export async function workaround({cwd}: {cwd: string}): Promise<void> {
  // bulkRegister: true overwrites every command on each start.
  const bulk = await start(cwd, {bulkRegister: true}, [EXISTING]);
  assert.equal(bulk.length, 1);
  assert.equal(bulk[0]!.method, 'PUT');
  assert.deepEqual((bulk[0]!.body as Array<{options: unknown}>)[0]!.options, EDITED.options);

  // Or mark it deleted for one start, then unmark it: it is deleted, then created afresh.
  const removed = await start(cwd, {}, [EXISTING], true);
  assert.deepEqual(
    removed.map((r) => `${r.method} ${r.path}`),
    [`DELETE /applications/${APP_ID}/commands/${EXISTING.id}`],
  );
  const created = await start(cwd, {}, []);
  assert.deepEqual(
    created.map((r) => `${r.method} ${r.path}`),
    [`POST /applications/${APP_ID}/commands`],
  );
  assert.deepEqual((created[0]!.body as {options: unknown}).options, EDITED.options);
}
