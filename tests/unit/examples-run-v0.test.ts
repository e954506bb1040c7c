/**
 * The 0.1.10 example run: a page's blocks become a runnable project, and a real CommandKit 0.1.10 on an
 * offline client loads it; a command that throws, or a file CommandKit cannot use, fails naming page and block.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {resolve} from 'node:path';
import {folderOf, LOAD_MARK, pageProject, runPageProject, toCommonJs} from '../../scripts/lib/examples/run-v0';

const fence = '```';
const page = `---
title: Fixture
---

## Commands

${fence}ts title="src/commands/ping.ts"
import type { CommandData, SlashCommandProps } from 'commandkit';

export const data: CommandData = { name: 'ping', description: 'Pong' };

export async function run({ interaction }: SlashCommandProps) {
  await interaction.reply(\`Pong \${interaction.user.username}\`);
}
${fence}

${fence}js title="src/commands/broken.js"
const { ReloadType } = require('commandkit');

module.exports = {
  data: { name: 'broken', description: 'Uses a value the package does not export' },
  run: async ({ interaction }) => interaction.reply(ReloadType.Global),
};
${fence}

${fence}ts title="src/events/ready/log.ts"
import type { Client } from 'discord.js';

export default function (client: Client<true>) {
  console.log(client.user.tag);
}
${fence}

${fence}ts partial
interaction.reply('not a file');
${fence}
`;

test('pageProject: titled full blocks become CommonJS files; the folders CommandKit needs are found', () => {
  const p = pageProject('guide/fixture.mdx', page, '0.1.10');
  assert.deepEqual(
    p.files.map((f) => f.file),
    ['src/commands/ping.js', 'src/commands/broken.js', 'src/events/ready/log.js'],
  );
  assert.equal(p.commandsDir, 'src/commands');
  assert.equal(p.eventsDir, 'src/events');
  assert.equal(p.validationsDir, undefined);
  assert.ok(p.files.every((f) => f.code.startsWith(LOAD_MARK)));
  assert.match(p.files[0]!.code, /exports\.run = run/);
  assert.equal(folderOf(['a/b/validations/x.js'], 'validations'), 'a/b/validations');
  assert.match(
    toCommonJs(`import { x } from './y.ts';\nconsole.log(x, import.meta.url);`, 'a.ts'),
    /require\("\.\/y\.js"\)[\s\S]*pathToFileURL\(__filename\)/,
  );
});

test('runPageProject: real CommandKit 0.1.10 picks up the files; a broken command fails with page and block', () => {
  const project = pageProject('guide/fixture.mdx', page, '0.1.10');
  const run = runPageProject(project, {siteDir: resolve('.'), workDir: resolve('.examples-cache/unit-run-v0'), handlerTimeout: 1000});
  const ok = (step: string, file: string) => run.results.some((r) => r.step === step && r.file === file && r.ok);
  assert.ok(ok('pickup', 'src/commands/ping.js'), 'ping is a command of the CommandKit instance');
  assert.ok(ok('pickup', 'src/events/ready/log.js'), 'the ready handler is a client listener');
  assert.ok(ok('run', 'src/commands/ping.js'), 'ping runs against the fake interaction');
  assert.ok(ok('run', 'src/events/ready/log.js'));
  const broken = run.failures.filter((f) => f.title === 'src/commands/broken.js');
  assert.ok(broken.length >= 1, JSON.stringify(run.failures));
  assert.equal(broken[0]!.page, 'guide/fixture.mdx');
  assert.equal(broken[0]!.fenceLine, page.split('\n').findIndex((l) => l.includes('src/commands/broken.js')) + 1);
  assert.match(broken[0]!.message, /Cannot read properties of undefined \(reading 'Global'\)/);
  assert.ok(
    run.failures.every((f) => f.title === 'src/commands/broken.js'),
    JSON.stringify(run.failures),
  );
});
