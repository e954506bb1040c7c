/**
 * Source lines for the 0.1.10 items: the published package only has a bundled .d.ts, so we find
 * each declaration by name in packages/commandkit/src of a v0.1.10 checkout.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {ApiItem, ApiKind, ApiMember, ApiSource} from '../model/types';

const KEYWORDS: Record<ApiKind, string> = {
  classes: 'class',
  enums: 'enum',
  functions: 'function',
  interfaces: 'interface',
  types: 'type',
  variables: '(?:const|let|var)',
};

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

export interface SourceFileText {
  path: string;
  text: string;
}

/** Finds `[export] [declare] [abstract] <keyword> Name` (or `const Name =` for functions). */
export function findDeclaration(files: SourceFileText[], name: string, kind: ApiKind): ApiSource | undefined {
  const kw = KEYWORDS[kind];
  const patterns = [new RegExp(`^\\s*export\\s+(?:default\\s+)?(?:declare\\s+)?(?:abstract\\s+)?(?:async\\s+)?${kw}\\s+${name}\\b`, 'm')];
  if (kind === 'functions') patterns.push(new RegExp(`^\\s*export\\s+const\\s+${name}\\b`, 'm'));
  patterns.push(new RegExp(`^\\s*(?:declare\\s+)?(?:abstract\\s+)?(?:async\\s+)?${kw}\\s+${name}\\b`, 'm'));
  for (const pattern of patterns) {
    for (const file of files) {
      const m = pattern.exec(file.text);
      if (m) {
        const offset = m.index + (m[0].length - m[0].trimStart().length);
        return {path: file.path, line: file.text.slice(0, offset).split('\n').length};
      }
    }
  }
  return undefined;
}

export function loadV0SourceFiles(checkout: string): SourceFileText[] {
  const src = join(checkout, 'packages', 'commandkit', 'src');
  return walk(src)
    .sort()
    .map((file) => ({path: relative(checkout, file).split('\\').join('/'), text: readFileSync(file, 'utf8')}));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** How a member of each kind starts its line inside its container's body. */
function memberPattern(member: ApiMember): RegExp | undefined {
  const name = escapeRegExp(member.name);
  const modifiers = '(?:(?:public|protected|private|static|readonly|abstract|declare|async|override)\\s+)*';
  switch (member.kind) {
    case 'constructor':
      return new RegExp(`^\\s*${modifiers}constructor\\s*\\(`);
    case 'method':
      return new RegExp(`^\\s*${modifiers}${name}\\s*[<(]`);
    case 'accessor':
      return new RegExp(`^\\s*${modifiers}(?:get|set)\\s+${name}\\s*\\(`);
    case 'property':
      return new RegExp(`^\\s*${modifiers}${name}\\??\\s*[:=]`);
    case 'enumMember':
      return new RegExp(`^\\s*${name}\\s*(?:=|,|$)`);
    default:
      return undefined;
  }
}

/**
 * Source lines of an item's own members: the first line after the item's declaration, inside its body
 * (up to the first line that closes a block at the left margin), where the member is declared.
 */
export function findMemberLines(files: SourceFileText[], item: ApiItem): void {
  const file = item.source && files.find((f) => f.path === item.source!.path);
  if (!file || !item.members?.length) return;
  const lines = file.text.split('\n');
  const start = item.source!.line - 1;
  let end = lines.findIndex((line, i) => i > start && /^}/.test(line));
  if (end < 0) end = lines.length;
  for (const member of item.members) {
    if (member.inheritedFrom) continue;
    const pattern = memberPattern(member);
    if (!pattern) continue;
    for (let i = start + 1; i < end; i++) {
      if (pattern.test(lines[i]!)) {
        member.source = {path: file.path, line: i + 1};
        break;
      }
    }
  }
}
