import {test} from 'node:test';
import assert from 'node:assert/strict';
import {linkCheckSeverity} from '../../config/site';
import {installCommand, parsePackageList} from '../../plugins/shared/package-install';

test('broken links fail the build unless explicitly downgraded outside CI', () => {
  assert.equal(linkCheckSeverity({}), 'throw');
  assert.equal(linkCheckSeverity({SITE_LINK_CHECK: 'warn'}), 'warn');
  assert.equal(linkCheckSeverity({SITE_LINK_CHECK: 'warn', CI: 'true'}), 'throw');
  assert.equal(linkCheckSeverity({SITE_LINK_CHECK: 'off'}), 'throw');
});

test('install commands for each package manager', () => {
  assert.equal(installCommand('npm', ['commandkit']), 'npm install commandkit');
  assert.equal(installCommand('yarn', ['a', 'b']), 'yarn add a b');
  assert.equal(installCommand('pnpm', ['typescript'], true), 'pnpm add --save-dev typescript');
  assert.equal(installCommand('bun', ['typescript'], true), 'bun add --dev typescript');
});

test('package lists accept spaces and commas, and reject an empty list', () => {
  assert.deepEqual(parsePackageList(' commandkit@0.1.10,  discord.js '), ['commandkit@0.1.10', 'discord.js']);
  assert.throws(() => parsePackageList('  '), /at least one package/);
});
