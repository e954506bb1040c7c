/**
 * Reads the framework checkout: which packages/sections exist, their public entry points
 * (package.json `exports`), and writes a temporary tsconfig that resolves everything to source.
 */
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve, dirname, relative} from 'node:path';

/** Sections of the 1.x reference, by package folder. */
export const SECTIONS_1X = ['ai', 'analytics', 'cache', 'commandkit', 'i18n', 'legacy', 'queue', 'redis', 'tasks', 'workflow'] as const;

export interface EntryPoint {
  /** Public import path, e.g. "commandkit/hooks" or "@commandkit/tasks/bullmq". */
  importPath: string;
  /** Section (= package folder) that publishes this path. */
  section: string;
  /** Absolute file TypeDoc starts from. */
  file: string;
}

export interface Workspace {
  sourceRoot: string;
  tempDir: string;
  tsconfig: string;
  entryPoints: EntryPoint[];
  /** Maps a path inside tempDir back to a path relative to sourceRoot (wrapper copies). */
  tempToSource: Map<string, string>;
  packageNames: Record<string, string>;
}

interface PackageJson {
  name: string;
  types?: string;
  typings?: string;
  exports?: Record<string, string | Record<string, string>>;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Throws a clear error unless `dir` is a checkout of the CommandKit monorepo. */
export function assertFrameworkCheckout(dir: string | undefined, flag = '--source'): string {
  if (!dir) throw new Error(`Missing ${flag} <dir>: pass the path of a checkout of github.com/underctrl-io/commandkit.`);
  const root = resolve(dir);
  const pkg = join(root, 'packages', 'commandkit', 'package.json');
  if (!existsSync(pkg)) {
    throw new Error(`${flag} ${dir} is not a checkout of the CommandKit framework (no packages/commandkit/package.json).`);
  }
  const name = readJson<PackageJson>(pkg).name;
  if (name !== 'commandkit') {
    throw new Error(`${flag} ${dir}: packages/commandkit/package.json is named "${name}", expected "commandkit".`);
  }
  return root;
}

/** The `types` target of each public export of a package.json, by subpath ("." first). */
export function publicTypeExports(pkg: PackageJson): Array<{subpath: string; types: string}> {
  const out: Array<{subpath: string; types: string}> = [];
  if (pkg.exports) {
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      const types = typeof target === 'string' ? target : target.types;
      if (types) out.push({subpath, types});
    }
  } else if (pkg.types ?? pkg.typings) {
    out.push({subpath: '.', types: (pkg.types ?? pkg.typings)!});
  }
  return out;
}

/** "./dist/drivers/bullmq.d.ts" -> "src/drivers/bullmq.ts" */
export function distToSrc(types: string): string {
  return types
    .replace(/^\.\//, '')
    .replace(/^dist\//, 'src/')
    .replace(/\.d\.ts$/, '.ts');
}

export function importPathFor(packageName: string, subpath: string): string {
  return subpath === '.' ? packageName : `${packageName}/${subpath.replace(/^\.\//, '')}`;
}

/**
 * Prepares a temp dir: copies of the core package's root wrapper .d.ts files (their ./dist/ imports
 * rewritten to the package's src/), plus a tsconfig whose `paths` send every package import to source.
 */
export function prepareWorkspace(sourceRoot: string, mainRoot: string, options: {skipMissingPackages?: boolean} = {}): Workspace {
  const tempDir = mkdtempSync(join(tmpdir(), 'ck-api-'));
  const wrapperDir = join(tempDir, 'commandkit');
  mkdirSync(wrapperDir);

  const entryPoints: EntryPoint[] = [];
  const paths: Record<string, string[]> = {};
  const tempToSource = new Map<string, string>();
  const packageNames: Record<string, string> = {};

  for (const section of SECTIONS_1X) {
    const pkgDir = join(sourceRoot, 'packages', section);
    // Older commits of the history (api:history) predate some packages.
    if (options.skipMissingPackages && !existsSync(join(pkgDir, 'package.json'))) continue;
    const pkg = readJson<PackageJson>(join(pkgDir, 'package.json'));
    packageNames[section] = pkg.name;
    for (const {subpath, types} of publicTypeExports(pkg)) {
      const importPath = importPathFor(pkg.name, subpath);
      let file: string;
      if (/^(\.\/)?dist\//.test(types)) {
        file = join(pkgDir, distToSrc(types));
      } else {
        // A wrapper file at the package root (core package subpaths): copy it into the temp dir.
        const base = types.replace(/^\.\//, '');
        file = join(wrapperDir, base);
        // Point its "./dist/..." imports at the real src/ folder (same line count, so lines stay true).
        const text = readFileSync(join(pkgDir, base), 'utf8').replace(/(['"])\.\/dist\//g, `$1${join(pkgDir, 'src')}/`);
        writeFileSync(file, text);
        tempToSource.set(file, relative(sourceRoot, join(pkgDir, base)));
      }
      if (!existsSync(file)) throw new Error(`Entry point of ${importPath} not found: ${file}`);
      entryPoints.push({importPath, section, file});
      paths[importPath] = [file];
    }
  }

  const nm = join(mainRoot, 'node_modules');
  paths['*'] = [join(nm, '*'), join(nm, '@types', '*')];
  const tsconfig = join(tempDir, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          jsxImportSource: 'commandkit',
          strict: true,
          esModuleInterop: true,
          skipLibCheck: true,
          experimentalDecorators: true,
          allowJs: false,
          resolveJsonModule: true,
          typeRoots: [join(nm, '@types')],
          types: ['node'],
          paths,
        },
        files: entryPoints.map((e) => e.file),
      },
      null,
      2,
    ),
  );
  return {sourceRoot, tempDir, tsconfig, entryPoints, tempToSource, packageNames};
}

export function listDirs(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}

export {dirname};
