/**
 * Member and parameter prose (api-models/<version>/<section>.members*.json).
 *
 * The gate: every member and parameter of every committed model has a description, and no description
 * names a member or parameter the model no longer has (a re-extraction that adds, removes or renames
 * members fails here until the prose follows). The fixture tests show the check and the rendering work.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import {descriptionGaps, type ApiMemberDescriptions} from '../../plugins/api-reference/src/model/description-keys';
import {listSections, modelPath, readMemberDescriptions, readModel} from '../../plugins/api-reference/src/model/io';
import {ApiIndex} from '../../plugins/api-reference/src/model/lookup';
import {API_VERSIONS, type ApiItem, type ApiMember, type ApiPackageModel} from '../../plugins/api-reference/src/model/types';
import {itemPage} from '../../plugins/api-reference/src/generate/pages';
import {MemberDocs, declaringOwner} from '../../plugins/api-reference/src/generate/member-docs';

const modelsDir = 'api-models';

/** An item of the fixture's package `ck`: public, imported from 'ck'. */
function ckItem(kind: ApiItem['kind'], name: string, rest: Partial<ApiItem>): ApiItem {
  return {
    id: `ck:${kind}:${name}`,
    name,
    kind,
    section: 'ck',
    importPaths: ['ck'],
    primaryImport: 'ck',
    internal: false,
    deprecated: false,
    ...rest,
  };
}

/** Base's `start(delay?)`, declared in src/base.ts. */
function startMethod(): ApiMember {
  return {
    name: 'start',
    kind: 'method',
    source: {path: 'src/base.ts', line: 3},
    signatures: [{parameters: [{name: 'delay', type: {text: 'number'}, optional: true}], returns: {text: 'this'}}],
  };
}

/** Bot's own members (a deprecated optional property, a method with a default) and the one it inherits from Base. */
function botMembers(): ApiMember[] {
  return [
    {
      name: 'prefix',
      kind: 'property',
      optional: true,
      deprecated: true,
      type: {text: 'string'},
      source: {path: 'src/bot.ts', line: 9},
    },
    {
      name: 'send',
      kind: 'method',
      signatures: [
        {
          parameters: [
            {name: 'text', type: {text: 'string'}},
            {name: 'retries', type: {text: 'number'}, defaultValue: '3'},
          ],
          returns: {text: 'Promise<void>'},
        },
      ],
    },
    {...startMethod(), inheritedFrom: {name: 'Base.start', id: 'ck:classes:Base'}},
  ];
}

/** A base class with a described member, a subclass inheriting it, a method with parameters, a function. */
function fixtureModel(): ApiPackageModel {
  return {
    schemaVersion: 1,
    version: '1.x',
    section: 'ck',
    packageName: 'ck',
    sourceBaseUrl: 'https://example.test/blob/abc/',
    items: [
      ckItem('classes', 'Base', {members: [startMethod()]}),
      ckItem('classes', 'Bot', {extends: [{text: 'Base', refs: [{start: 0, end: 4, id: 'ck:classes:Base'}]}], members: botMembers()}),
      ckItem('functions', 'run', {
        signatures: [
          {parameters: [{name: 'bot', type: {text: 'Bot', refs: [{start: 0, end: 3, id: 'ck:classes:Bot'}]}}], returns: {text: 'void'}},
        ],
      }),
    ],
  };
}

const complete: ApiMemberDescriptions = {
  'ck:classes:Base#start': 'Starts the loop; returns the instance for chaining.',
  'ck:classes:Base#start(delay)': {description: 'Milliseconds to wait before the first tick.', default: '0'},
  'ck:classes:Bot#prefix': {description: 'Text that marks a message as a command, like `{!}` or `<p>`.', default: "'!'"},
  'ck:classes:Bot#send': 'Sends `text` to the log channel.',
  'ck:classes:Bot#send(text)': 'What to send.',
  'ck:classes:Bot#send(retries)': 'How many times a failed send is retried.',
  'ck:functions:run(bot)': 'The bot to run.',
};

test('descriptionGaps: a complete fixture has no gaps; a missing or stale key is reported', () => {
  const model = fixtureModel();
  assert.deepEqual(descriptionGaps(model, complete), {missing: [], stale: []});
  const {'ck:classes:Bot#send(retries)': _dropped, ...withoutOne} = complete;
  assert.deepEqual(
    descriptionGaps(model, withoutOne).missing.map((k) => k.key),
    ['ck:classes:Bot#send(retries)'],
  );
  const blank = {...complete, 'ck:classes:Bot#send': '  '};
  assert.deepEqual(
    descriptionGaps(model, blank).missing.map((k) => k.key),
    ['ck:classes:Bot#send'],
  );
  // A member renamed by a re-extraction leaves its old key behind: stale.
  const renamed = {...complete, 'ck:classes:Bot#sendMessage': 'Old name.'};
  assert.deepEqual(descriptionGaps(model, renamed).stale, ['ck:classes:Bot#sendMessage']);
  // Inherited members are described under the declaring item, so the subclass has no key for them.
  assert.ok(!descriptionGaps(model, {}).missing.some((k) => k.key.startsWith('ck:classes:Bot#start')));
});

test('description files: part files merge, a key set twice is reported, a bad entry is a clear error', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ck-desc-'));
  try {
    mkdirSync(join(dir, '1.x'));
    writeFileSync(join(dir, '1.x', 'ck.json'), '{}');
    writeFileSync(join(dir, '1.x', 'ck.members.json'), JSON.stringify({a: 'A.', b: 'B.'}));
    writeFileSync(join(dir, '1.x', 'ck.members.internal.json'), JSON.stringify({c: {description: 'C.', default: '1'}, b: 'Again.'}));
    writeFileSync(join(dir, '1.x', 'other.members.json'), JSON.stringify({z: 'Other section.'}));
    const {descriptions, duplicates} = readMemberDescriptions(dir, '1.x', 'ck');
    assert.deepEqual(descriptions, {a: 'A.', b: 'B.', c: {description: 'C.', default: '1'}});
    assert.deepEqual(duplicates, ['b']);
    assert.deepEqual(listSections(dir, '1.x'), ['ck']);
    writeFileSync(join(dir, '1.x', 'ck.members.bad.json'), JSON.stringify({d: 42}));
    assert.throws(() => readMemberDescriptions(dir, '1.x', 'ck'), /ck\.members\.bad\.json: "d" must be a string/);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('item pages show member and parameter descriptions, defaults, inherited groups and source links', async () => {
  const model = fixtureModel();
  const index = new ApiIndex('1.x', [model]);
  const docs = new MemberDocs(index, complete);
  const bot = model.items[1]!;
  assert.deepEqual(declaringOwner(index, bot, bot.members![2]!), {itemId: 'ck:classes:Base', memberName: 'start'});
  const ctx = {index, summaries: {}, links: {urlOf: (id: string) => index.urlIfKnown(id), discordJsVersion: '14.22.1'}, docs};
  const page = itemPage(bot, ctx);
  // Member description under its heading, MDX-escaped outside code; the default our prose states.
  assert.match(
    page,
    /### prefix\n\n<ApiMemberMeta f=\{\["optional","deprecated"\]\} src=\{"https:\/\/example\.test\/blob\/abc\/src\/bot\.ts#L9"\} n=\{"Bot\.prefix"\} \/>/,
  );
  assert.match(page, /Text that marks a message as a command, like `\{!\}` or `<p>`\./);
  assert.match(page, /\*\*Default:\*\* `'!'`/);
  // Parameter descriptions are MDX children of the signature; the initialiser is the default when our prose names none.
  assert.match(page, /<ApiParam n="text">What to send\.<\/ApiParam>/);
  assert.match(page, /\["retries",\["number"\],"o","3"\]/);
  // The inherited member, in its group, carries the declaring item's prose and that item's default.
  assert.match(page, /<ApiInherited from=\{"Base"\} href=\{"\/docs\/api-reference\/ck\/classes\/base"\} count=\{1\}>\n\n### start\\\(\\\)/);
  assert.match(page, /Starts the loop; returns the instance for chaining\./);
  assert.match(
    page,
    /\["delay",\["number"\],"o","0"\][^\n]*\n<ApiParam n="delay">Milliseconds to wait before the first tick\.<\/ApiParam>/,
  );
  await compile(page, {format: 'mdx', remarkPlugins: [remarkGfm, remarkDirective]});
  const fn = itemPage(model.items[2]!, ctx);
  assert.match(fn, /<ApiParam n="bot">The bot to run\.<\/ApiParam>\n<\/ApiSignature>/);
  await compile(fn, {format: 'mdx', remarkPlugins: [remarkGfm, remarkDirective]});
});

test('a description that starts like an ES module statement stays text in MDX', async () => {
  const model = fixtureModel();
  const index = new ApiIndex('1.x', [model]);
  const docs = new MemberDocs(index, {...complete, 'ck:classes:Bot#send': 'import this value lazily.'});
  const page = itemPage(model.items[1]!, {index, summaries: {}, links: {urlOf: () => undefined, discordJsVersion: '14.22.1'}, docs});
  assert.match(page, /^&#105;mport this value lazily\.$/m);
  await compile(page, {format: 'mdx', remarkPlugins: [remarkGfm, remarkDirective]});
});

// The gate. It fails while a section's descriptions are missing or stale: run
// `npx tsx plugins/api-reference/src/cli/descriptions-todo.ts <version> [section]` for the list.
for (const version of API_VERSIONS) {
  for (const section of listSections(modelsDir, version)) {
    test(`${version}/${section}: every member and parameter is described, and every description names one`, () => {
      const model = readModel(modelPath(modelsDir, version, section));
      const {descriptions, files, duplicates} = readMemberDescriptions(modelsDir, version, section);
      const {missing, stale} = descriptionGaps(model, descriptions);
      const where = files.length ? files.join(', ') : `${modelsDir}/${version}/${section}.members.json (missing)`;
      assert.deepEqual(duplicates, [], `keys set in two files of ${where}: ${duplicates.join(', ')}`);
      assert.deepEqual(
        stale,
        [],
        `${stale.length} descriptions in ${where} name members or parameters the model no longer has:\n  ${stale.join('\n  ')}`,
      );
      assert.deepEqual(
        missing.map((k) => k.key),
        [],
        `${missing.length} members or parameters lack a description in ${where}:\n  ${missing
          .slice(0, 20)
          .map((k) => k.key)
          .join('\n  ')}${missing.length > 20 ? `\n  … and ${missing.length - 20} more` : ''}`,
      );
    });
  }
}
