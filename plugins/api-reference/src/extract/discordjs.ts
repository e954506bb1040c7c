/**
 * Which discord.js exports exist and of what kind, read from discord.js's own typings,
 * so references can be linked to https://discord.js.org/docs/packages/discord.js/<version>/<Name>:<Kind>.
 */
import ts from 'typescript';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {DiscordJsKind} from '../model/types';

export function discordJsKindsFromSource(text: string): Map<string, DiscordJsKind> {
  const file = ts.createSourceFile('index.d.ts', text, ts.ScriptTarget.Latest, false);
  const kinds = new Map<string, DiscordJsKind>();
  const set = (name: string | undefined, kind: DiscordJsKind) => {
    if (name && !kinds.has(name)) kinds.set(name, kind);
  };
  for (const statement of file.statements) {
    if (ts.isClassDeclaration(statement)) set(statement.name?.text, 'Class');
    else if (ts.isInterfaceDeclaration(statement)) set(statement.name.text, 'Interface');
    else if (ts.isTypeAliasDeclaration(statement)) set(statement.name.text, 'TypeAlias');
    else if (ts.isFunctionDeclaration(statement)) set(statement.name?.text, 'Function');
    else if (ts.isEnumDeclaration(statement)) set(statement.name.text, 'Enum');
    else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) set(d.name.text, 'Variable');
    }
  }
  return kinds;
}

export function loadDiscordJsKinds(fromDir: string): {version: string; kinds: Map<string, DiscordJsKind>} {
  const require = createRequire(join(fromDir, 'noop.js'));
  // discord.js's `exports` hides package.json: walk up from its main file.
  let dir = dirname(require.resolve('discord.js'));
  while (!existsSync(join(dir, 'package.json')) || !readFileSync(join(dir, 'package.json'), 'utf8').includes('"name": "discord.js"')) {
    const up = dirname(dir);
    if (up === dir) throw new Error('discord.js package.json not found');
    dir = up;
  }
  const pkgFile = join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as {version: string; types?: string; typings?: string};
  const typings = join(dirname(pkgFile), pkg.types ?? pkg.typings ?? 'typings/index.d.ts');
  return {version: pkg.version, kinds: discordJsKindsFromSource(readFileSync(typings, 'utf8'))};
}
