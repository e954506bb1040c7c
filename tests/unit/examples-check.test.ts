/**
 * Proof that `npm run check:examples` bites: fixture pages with a wrong import, a wrong argument
 * type, a misspelled member, a bad partial import, an unknown package and a 1.x-only API in a
 * 0.1.10 page each fail at the right page and line; correct fixtures pass.
 */
import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import {resolve} from 'node:path';
import {checkVersion, type VersionResult} from '../../scripts/lib/examples/check';

const siteDir = resolve(import.meta.dirname, '../..');
const fence = '```';

const pages1x: Record<string, string> = {
  'fixtures/good.mdx': `# Good

${fence}ts title="src/flags.ts"
import { flag } from 'commandkit/flag';

export const beta = flag<boolean, { guildId: string | null }>({
  key: 'beta',
  description: 'Beta features',
  identify: (ctx) => ({ guildId: ctx.command?.guild?.id ?? null }),
  decide: ({ entities }) => entities.guildId !== null,
});
${fence}

${fence}ts title="src/app/commands/ping.ts"
import type { ChatInputCommand, CommandData } from 'commandkit';
import { beta } from '../../flags';

export const command: CommandData = { name: 'ping', description: 'Pong!' };

export const chatInput: ChatInputCommand = async ({ interaction }) => {
  const enabled: boolean = await beta.run({ identify: { guildId: interaction.guildId } });
  await interaction.reply(enabled ? 'Pong (beta)!' : 'Pong!');
};
${fence}

${fence}tsx title="src/app/commands/button.tsx"
import { ActionRow, Button, type ChatInputCommand } from 'commandkit';
import { ButtonStyle, MessageFlags } from 'discord.js';

export const chatInput: ChatInputCommand = async ({ interaction }) => {
  const row = (
    <ActionRow>
      <Button customId="yes" style={ButtonStyle.Success}>Yes</Button>
    </ActionRow>
  );
  await interaction.reply({ components: [row], flags: MessageFlags.Ephemeral });
};
${fence}

${fence}js title="src/app/events/clientReady/log.js"
/** @param {import('discord.js').Client<true>} client */
export default function (client) {
  console.log(client.user.tag);
}
${fence}

${fence}ts title="src/ai.ts"
import { z } from 'zod';
export const schema = z.object({ city: z.string() });
${fence}

${fence}ts partial
import { useStore } from 'commandkit/hooks';
const store = useStore();
${fence}
`,
  'fixtures/wrong-import.mdx': `Intro.

${fence}ts title="src/a.ts"
import { Client } from 'discord.js';
import { useStorr } from 'commandkit/hooks';
${fence}
`,
  'fixtures/wrong-argument.mdx': `# Mutex

Some text.

${fence}ts title="src/m.ts"
import { withMutex } from 'commandkit/mutex';

await withMutex(42, async () => 'done');
${fence}
`,
  'fixtures/misspelled-member.mdx': `${fence}ts title="src/app/commands/hi.ts"
import type { ChatInputCommand } from 'commandkit';

export const chatInput: ChatInputCommand = async ({ interaction }) => {
  await interaction.replyy('hi');
};
${fence}
`,
  'fixtures/wrong-prop.mdx': `${fence}tsx title="src/row.tsx"
import { Button } from 'commandkit';

export const b = <Button customId="a" labell="typo">A</Button>;
${fence}
`,
  'fixtures/partial-bad.mdx': `Text

${fence}ts title="src/p.ts" partial
import { useStore } from 'commandkit/hooks';
import { useNothingAtAll } from 'commandkit';
doSomething(useStore(), useNothingAtAll);
${fence}
`,
  'fixtures/partial-syntax.mdx': `${fence}ts partial
const x = ;
${fence}
`,
  'fixtures/template-resolution.mdx': `${fence}ts title="src/queue.ts"
import { setDriver } from '@commandkit/queue';
import { RedisPubSubDriver } from '@commandkit/queue/discordjs';
export const driver = { setDriver, RedisPubSubDriver };
${fence}
`,
  'fixtures/template-resolution-warned.mdx': `<KnownIssue id="template-tsconfig-subpath-types" />

${fence}ts title="src/queue.ts"
import { RedisPubSubDriver } from '@commandkit/queue/discordjs';
export const driver: typeof RedisPubSubDriver = RedisPubSubDriver;
${fence}
`,
  'fixtures/migration.mdx': `Before, in 0.1.10:

${fence}js title="src/index.js (0.1.10)" version="0.1.10"
const { CommandKit } = require('commandkit');
const { Client } = require('discord.js');
new CommandKit({ client: new Client({ intents: [] }), commandsPath: 'commands', bulkRegister: true });
${fence}

${fence}ts title="src/app.ts"
import { Client } from 'discord.js';
export default new Client({ intents: [] });
${fence}

${fence}ts title="src/bad.ts" version="2.0"
export {};
${fence}
`,
  'fixtures/unknown-module.mdx': `${fence}ts
import leftPad from 'left-pad';
import { internal } from 'commandkit/internal';
import ms from 'ms';
export const s = leftPad('a', 3) + ms('1s');
${fence}
`,
};

const pagesV0: Record<string, string> = {
  'fixtures-v0/good.mdx': `${fence}js title="src/index.js"
const { CommandKit } = require('commandkit');
const { Client, GatewayIntentBits } = require('discord.js');

const client = new Client({ intents: [GatewayIntentBits.Guilds] });
new CommandKit({ client, commandsPath: 'commands' });
${fence}

${fence}ts title="src/commands/ping.ts"
import type { SlashCommandProps, CommandData } from 'commandkit';

export const data: CommandData = { name: 'ping', description: 'Pong!' };

export function run({ interaction }: SlashCommandProps) {
  interaction.reply('Pong!');
}
${fence}
`,
  'fixtures-v0/uses-1x-api.mdx': `Intro

${fence}ts title="src/commands/store.ts"
import { useStore } from 'commandkit';

export const store = useStore();
${fence}

${fence}ts partial
import type { ChatInputCommand } from 'commandkit';
${fence}
`,
};

const allPages = [
  ...Object.entries(pages1x).map(([page, source]) => ({page, source, version: '1.x' as const})),
  ...Object.entries(pagesV0).map(([page, source]) => ({page, source, version: '0.1.10' as const})),
];
let r1x: Awaited<ReturnType<typeof checkVersion>>;
let r0: VersionResult;

before(async () => {
  const cacheDir = resolve(siteDir, '.examples-cache/unit-tests');
  r1x = await checkVersion('1.x', allPages, {siteDir, cacheDir});
  r0 = await checkVersion('0.1.10', allPages, {siteDir, cacheDir});
});

const failuresOf = (r: VersionResult, page: string) => r.failures.filter((f) => f.page === page);
/** 1-based line of the first line of `source` containing `needle`. */
const lineOf = (source: string, needle: string) => source.split('\n').findIndex((l) => l.includes(needle)) + 1;

test('a correct page compiles: titled blocks import each other, tsx, js, zod as installed, a partial block', () => {
  assert.deepEqual(failuresOf(r1x, 'fixtures/good.mdx'), []);
  assert.deepEqual(r1x.globalErrors, []);
});

test("1.x compiles in the reader's project: the packed framework's own declarations and the template's options", () => {
  const project = r1x.readerProject!;
  assert.ok(project.framework.consumer.installed['commandkit'], 'commandkit is installed from the packs');
  assert.equal(project.compilerOptions.moduleResolution, 2 /* Node10 */);
  assert.equal(project.compilerOptions.jsxImportSource, 'commandkit');
  assert.equal(project.compilerOptions.noUncheckedIndexedAccess, true);
});

test("moduleResolution Node ignores exports: a sub-path without a root file fails with TS2307, as in a reader's project", () => {
  const failures = failuresOf(r1x, 'fixtures/template-resolution.mdx');
  assert.deepEqual(
    failures.map((f) => [f.code, f.line]),
    [['TS2307', 3]],
  );
  assert.match(failures[0]!.message, /Cannot find module '@commandkit\/queue\/discordjs'/);
});

test('the same import on a page showing the known issue is compiled with its workaround (exports read) and noted', () => {
  assert.deepEqual(failuresOf(r1x, 'fixtures/template-resolution-warned.mdx'), []);
  assert.deepEqual(r1x.typesAccepted, [
    {page: 'fixtures/template-resolution-warned.mdx', spec: '@commandkit/queue/discordjs', issue: 'template-tsconfig-subpath-types'},
  ]);
});

test('a wrong import fails at its line', () => {
  const page = 'fixtures/wrong-import.mdx';
  const [f, ...rest] = failuresOf(r1x, page);
  assert.equal(rest.length, 0);
  // TS2724 is TS2305 with a "did you mean" suggestion.
  assert.ok(['TS2305', 'TS2724'].includes(f!.code), f!.code);
  assert.match(f!.message, /has no exported member (named )?'useStorr'/);
  assert.equal(f!.line, lineOf(pages1x[page]!, 'useStorr'));
  assert.equal(f!.fenceLine, 3);
  assert.equal(f!.blockLine, 2);
});

test('a wrong argument type fails at its line', () => {
  const page = 'fixtures/wrong-argument.mdx';
  const [f, ...rest] = failuresOf(r1x, page);
  assert.equal(rest.length, 0);
  assert.equal(f!.code, 'TS2345');
  assert.match(f!.message, /'number' is not assignable to parameter of type 'string'/);
  assert.equal(f!.line, lineOf(pages1x[page]!, 'await withMutex(42'));
});

test('a misspelled member fails at its line', () => {
  const page = 'fixtures/misspelled-member.mdx';
  const [f, ...rest] = failuresOf(r1x, page);
  assert.equal(rest.length, 0);
  assert.equal(f!.code, 'TS2551');
  assert.match(f!.message, /Property 'replyy' does not exist.*Did you mean 'reply'/s);
  assert.equal(f!.line, lineOf(pages1x[page]!, 'replyy'));
});

test('a JSX component with a misspelled prop fails', () => {
  const page = 'fixtures/wrong-prop.mdx';
  const [f, ...rest] = failuresOf(r1x, page);
  assert.equal(rest.length, 0);
  assert.equal(f!.code, 'TS2322');
  assert.match(f!.message, /labell/);
  assert.equal(f!.line, lineOf(pages1x[page]!, 'labell'));
});

test('a partial block is only parsed, but importing an item the model lacks fails', () => {
  const page = 'fixtures/partial-bad.mdx';
  const failures = failuresOf(r1x, page);
  // doSomething is undeclared, which a partial block may do; the bad import is the only failure.
  assert.equal(failures.length, 1);
  assert.equal(failures[0]!.code, 'import-name');
  assert.match(failures[0]!.message, /'useNothingAtAll' is not exported from 'commandkit'/);
  assert.equal(failures[0]!.line, lineOf(pages1x[page]!, 'useNothingAtAll } from'));
});

test('a partial block with a syntax error fails', () => {
  const [f, ...rest] = failuresOf(r1x, 'fixtures/partial-syntax.mdx');
  assert.equal(rest.length, 0);
  assert.equal(f!.code, 'TS1109');
  assert.equal(f!.line, 2);
});

test(
  'a package no install line installs (even one present as a dependency of the framework), and a path ' +
    'the framework does not publish, fail',
  () => {
    const page = 'fixtures/unknown-module.mdx';
    const codes = failuresOf(r1x, page).map((f) => [f.code, f.line]);
    assert.deepEqual(
      codes.filter(([c]) => c === 'import-unknown' || c === 'import-path'),
      [
        ['import-unknown', 2],
        ['import-path', 3],
        ['import-unknown', 4],
      ],
    );
  },
);

test('version="0.1.10" moves a block of a 1.x page to the 0.1.10 check; an unknown version fails', () => {
  assert.deepEqual(failuresOf(r0, 'fixtures/migration.mdx'), []);
  const bad = failuresOf(r1x, 'fixtures/migration.mdx');
  assert.deepEqual(
    bad.map((f) => [f.code, f.fenceLine]),
    [['meta', 14]],
  );
  assert.match(bad[0]!.message, /unknown version="2.0"/);
});

test('counts: compiled, partial, failed', () => {
  // good: 5 full + 1 partial; migration: src/app.ts; template-resolution-warned; 9 failing blocks (8 pages + the bad version).
  assert.equal(r1x.partial, 1);
  assert.equal(r1x.compiled, 7);
  assert.equal(r1x.failed, 9);
  // 0.1.10: good (2) + the migration block; uses-1x-api fails in 2 blocks.
  assert.equal(r0.compiled, 3);
  assert.equal(r0.failed, 2);
});

test('0.1.10: the published commandkit@0.1.10 compiles with discord.js (one copy of its types)', () => {
  assert.deepEqual(failuresOf(r0, 'fixtures-v0/good.mdx'), []);
});

test('0.1.10: a 1.x-only API fails, in full and in partial blocks', () => {
  const page = 'fixtures-v0/uses-1x-api.mdx';
  const failures = failuresOf(r0, page);
  assert.equal(failures[0]!.code, 'TS2305');
  assert.match(failures[0]!.message, /no exported member 'useStore'/);
  assert.equal(failures[0]!.line, lineOf(pagesV0[page]!, 'import { useStore }'));
  const partial = failures.find((f) => f.code === 'import-name');
  assert.ok(partial, 'the partial block importing ChatInputCommand fails');
  assert.equal(partial.line, lineOf(pagesV0[page]!, 'ChatInputCommand'));
  assert.equal(r0.failed, 2);
});
