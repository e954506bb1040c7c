/**
 * Install lines that work: the lines are read from pages as readers copy them, and the check of what they
 * installed bites. The failing case installs, into a reader's project with the real packed framework, the
 * newest majors that the guide once named unpinned (the AI SDK provider, ioredis beside @discordjs/brokers,
 * TypeScript and Node's types); the passing case is the guide's own project, as check:examples builds it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {resolve} from 'node:path';
import {ensureFramework} from '../../framework/src/index';
import {DOCUMENTED_COMMIT} from '../../framework/src/commit';
import {installLines, parseInstallSpec, type InstallLine} from '../../scripts/lib/examples/install-lines';
import {checkInstalls, satisfies} from '../../scripts/lib/examples/check-installs';
import {ensureReaderProject, readerDependencies, templateCompilerOptions} from '../../scripts/lib/examples/reader-project';

const siteDir = resolve(import.meta.dirname, '../..');

test('install lines: PackageInstall components and shell commands, with their page line, pins and dev flag', () => {
  const fence = '```';
  const source = [
    'Intro',
    '<PackageInstall packages="@commandkit/ai @ai-sdk/openai@2 zod" />',
    '<PackageInstall packages="typescript@5 @types/node" dev />',
    `${fence}bash`,
    'npm install ioredis@5 --save-exact',
    'npm run dev',
    `${fence}`,
    `${fence}ts`,
    'npm install not-a-command',
    `${fence}`,
  ].join('\n');
  const lines = installLines('p.mdx', source);
  assert.deepEqual(
    lines.map((l) => [l.line, l.dev, l.packages.map((p) => `${p.name}|${p.range}|${p.pinned}`)]),
    [
      [2, false, ['@commandkit/ai|latest|false', '@ai-sdk/openai|2|true', 'zod|latest|false']],
      [3, true, ['typescript|5|true', '@types/node|latest|false']],
      [5, false, ['ioredis|5|true']],
    ],
  );
  assert.deepEqual(parseInstallSpec('commandkit@latest'), {spec: 'commandkit@latest', name: 'commandkit', range: 'latest', pinned: true});
});

test('reader dependencies: framework packages come from the packs; a pinned range wins over an unpinned one', () => {
  const line = (packages: string[]): InstallLine => ({page: 'p', line: 1, dev: false, packages: packages.map(parseInstallSpec)});
  assert.deepEqual(readerDependencies([line(['commandkit', 'ioredis']), line(['@commandkit/redis', 'ioredis@5'])]), {
    '@types/node': 'latest',
    ioredis: '5',
  });
});

test('satisfies: the range forms the framework manifests use', () => {
  assert.equal(satisfies('5.8.0', '^5.4.2'), true);
  assert.equal(satisfies('6.0.0', '^5.4.2'), false);
  assert.equal(satisfies('0.4.3', '^0.4.0'), true);
  assert.equal(satisfies('0.5.0', '^0.4.0'), false);
  assert.equal(satisfies('24.10.0', '^24'), true);
  assert.equal(satisfies('26.6.6', '^24'), false);
  assert.equal(satisfies('4.1.1', '^3.25.76 || ^4.1.8'), false);
  assert.equal(satisfies('4.2.0', '^3.25.76 || ^4.1.8'), true);
  // Prereleases, as npm: only through a comparator naming a prerelease of the same version.
  assert.equal(satisfies('4.0.1-beta.12', '^4.0.1-beta.12'), true);
  assert.equal(satisfies('4.0.1-beta.13', '^4.0.1-beta.12'), true);
  assert.equal(satisfies('4.0.1-beta.9', '^4.0.1-beta.12'), false);
  assert.equal(satisfies('4.8.9', '^4.0.1-beta.12'), true);
  assert.equal(satisfies('4.1.0-beta.1', '^4.0.1-beta.12'), false);
  assert.equal(satisfies('5.0.0-beta.2', '^4.0.1-beta.12'), false);
  assert.equal(satisfies('1.2.0-rc.1', '^1.1.0'), false);
  assert.equal(satisfies('5.0.0-rc.1', '^5'), false);
});

test('newest majors the framework does not work with are reported, each at its line', {timeout: 15 * 60_000}, () => {
  const lines: InstallLine[] = [
    {page: 'fixtures/ai.mdx', line: 3, dev: false, packages: ['@commandkit/ai', '@ai-sdk/openai', 'zod'].map(parseInstallSpec)},
    {page: 'fixtures/queue.mdx', line: 7, dev: false, packages: ['@discordjs/brokers', 'ioredis'].map(parseInstallSpec)},
    {page: 'fixtures/setup.mdx', line: 9, dev: true, packages: ['typescript', '@types/node'].map(parseInstallSpec)},
  ];
  const dependencies = readerDependencies(lines);
  const framework = ensureFramework({commit: DOCUMENTED_COMMIT, dependencies});
  const problems = checkInstalls({
    framework,
    lines,
    dependencies,
    compilerOptions: templateCompilerOptions(framework.packed.sourceDir, framework.consumer.dir),
  });
  const at = (name: string) => problems.filter((p) => p.name === name).map((p) => `${p.page}:${p.line} ${p.message}`);
  // The registry's newest majors at the time of writing: each one later than what the framework works with.
  assert.match(
    at('@ai-sdk/openai').join('\n'),
    /fixtures\/ai\.mdx:3 .*uses @ai-sdk\/provider \d+\..*the framework's ai uses @ai-sdk\/provider 2\./,
  );
  assert.match(at('ioredis').join('\n'), /fixtures\/queue\.mdx:7 .*declares \^5\.4\.2 \(@commandkit\/redis dependencies\)/);
  assert.match(at('ioredis').join('\n'), /@discordjs\/brokers uses ioredis 5\./);
  assert.match(at('typescript').join('\n'), /fixtures\/setup\.mdx:9 .*declares \^5\.8\.3/);
  assert.match(at('@types/node').join('\n'), /declares \^24 \(commandkit engines\.node/);
  assert.deepEqual(at('zod'), [], 'zod 4 is what @commandkit/ai depends on');
});

test("the guide's own install lines give versions the documented framework works with", {timeout: 15 * 60_000}, async () => {
  const project = await ensureReaderProject(siteDir);
  assert.ok(project.lines.length >= 10, 'the guide has install lines');
  assert.deepEqual(checkInstalls(project), []);
});
