/**
 * Type-checking a reader's files the way their project would: the TypeScript the project installed and the compiler
 * options the framework's create-commandkit TypeScript template writes (moduleResolution Node, module Preserve).
 */
import {spawnSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';

export const TEMPLATE_COMPILER_OPTIONS = {
  lib: ['ESNext', 'DOM'],
  target: 'ESNext',
  moduleResolution: 'Node',
  module: 'Preserve',
  esModuleInterop: true,
  skipLibCheck: true,
  strict: true,
  noEmit: true,
  jsx: 'react-jsx',
  jsxImportSource: 'commandkit',
};

/** Writes a tsconfig (template options plus `overrides`) naming `include`, runs the project's tsc, reports. */
export function typeCheckReaderFiles(
  cwd: string,
  projectDir: string,
  include: string[],
  overrides: Record<string, unknown> = {},
): {ok: boolean; output: string} {
  writeFileSync(join(cwd, 'tsconfig.json'), JSON.stringify({compilerOptions: {...TEMPLATE_COMPILER_OPTIONS, ...overrides}, include}));
  const tsc = spawnSync(process.execPath, [join(projectDir, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', cwd], {
    cwd,
    encoding: 'utf8',
  });
  return {ok: tsc.status === 0, output: `${tsc.stdout}${tsc.stderr}`};
}
