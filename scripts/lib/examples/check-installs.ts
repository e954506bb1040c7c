/**
 * Install lines that work: every third-party package a 1.x install line names, as npm installed it into the
 * reader's project (reader-project.ts), must be a version the documented framework works with.
 *
 * 1. Declared range: where the framework's source declares a range for the package (a dependency or
 *    development dependency of one of its packages, its workspace catalog, `engines` for `@types/node`:
 *    framework/src/ranges.ts), the installed version satisfies it.
 * 2. One copy: where another installed package that the framework side uses depends on the same package
 *    (`ioredis` under `@discordjs/brokers`), or both depend on a shared package (`@ai-sdk/provider` under `ai`
 *    and under a provider package), the two copies have the same major version; two majors are two
 *    incompatible types and, often, two incompatible run-time interfaces.
 */
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {declaredRanges} from '../../../framework/src/index';
import {isFrameworkPackage, type InstallLine} from './install-lines';
import type {ReaderProject} from './reader-project';

export interface InstallProblem {
  page: string;
  line: number;
  name: string;
  installed: string;
  message: string;
}

interface Version {
  major: number;
  minor: number;
  patch: number;
}

export function parseVersion(text: string): Version | undefined {
  const m = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?/.exec(text.trim());
  if (!m) return undefined;
  const n = (s: string | undefined) => (s === undefined || s === 'x' || s === '*' ? 0 : Number(s));
  return {major: Number(m[1]), minor: n(m[2]), patch: n(m[3])};
}

function compare(a: Version, b: Version): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

/** The prerelease part of a full version (`beta.12` of `4.0.1-beta.12`). */
function prerelease(text: string): string | undefined {
  return /^v?\d+\.\d+\.\d+-([0-9A-Za-z.-]+)/.exec(text.trim())?.[1];
}

/** semver's order of prereleases: none after any; identifiers compared numerically, or as text after numbers. */
function comparePrerelease(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  const x = a.split('.');
  const y = b.split('.');
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if (x[i] === undefined) return -1;
    if (y[i] === undefined) return 1;
    const [m, n] = [/^\d+$/.test(x[i]!), /^\d+$/.test(y[i]!)];
    const d = m && n ? Number(x[i]) - Number(y[i]) : m ? -1 : n ? 1 : x[i]! < y[i]! ? -1 : x[i]! > y[i]! ? 1 : 0;
    if (d) return d;
  }
  return 0;
}

/**
 * The part of npm's range syntax the framework's manifests use: `^`, `~`, `>=`, exact, `*`, and `||` alternatives.
 * As in npm, a prerelease (`4.0.1-beta.12`) satisfies only a comparator that names a prerelease of the same version.
 */
export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (!v) return false;
  const vPre = prerelease(version);
  return range.split('||').some((part) => {
    const r = part.trim();
    if (r === '*' || r === '' || r === 'latest') return vPre === undefined;
    const op = /^(\^|~|>=|=)?\s*(.+)$/.exec(r)!;
    const base = parseVersion(op[2]!);
    if (!base) return false;
    const basePre = prerelease(op[2]!);
    if (vPre !== undefined && (basePre === undefined || compare(v, base) !== 0)) return false;
    const order = compare(v, base) || comparePrerelease(vPre, basePre);
    const digits = op[2]!.split('-')[0]!.split('.').length;
    switch (op[1]) {
      case '^':
        if (order < 0) return false;
        if (base.major > 0 || digits === 1) return v.major === base.major;
        return v.minor === base.minor && v.major === 0;
      case '~':
        return order >= 0 && v.major === base.major && (digits === 1 || v.minor === base.minor);
      case '>=':
        return order >= 0;
      default:
        return digits === 1 ? v.major === base.major : digits === 2 ? v.major === base.major && v.minor === base.minor : order === 0;
    }
  });
}

interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

function readManifest(dir: string): Manifest | undefined {
  const file = join(dir, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/** The folder Node would load `name` from, looking up from `fromDir` no higher than `root`. */
export function resolvePackageDir(name: string, fromDir: string, root: string): string | undefined {
  for (let dir = fromDir; dir.startsWith(root); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', ...name.split('/'));
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root) break;
  }
  return undefined;
}

/** Checks what the install lines of the 1.x guide installed in the reader's project. */
export function checkInstalls(project: ReaderProject): InstallProblem[] {
  const {framework, lines} = project;
  const root = framework.consumer.dir;
  const ranges = declaredRanges(framework.packed);
  const problems: InstallProblem[] = [];
  const topDir = (name: string) => join(root, 'node_modules', ...name.split('/'));

  // The packages on the framework's side: its packed packages and what they depend on, as installed.
  const frameworkSide = new Map<string, string>();
  for (const {name} of framework.packed.packages) {
    const dir = topDir(name);
    if (!existsSync(dir)) continue;
    frameworkSide.set(name, dir);
    for (const dep of Object.keys(readManifest(dir)?.dependencies ?? {})) {
      const depDir = resolvePackageDir(dep, dir, root);
      if (depDir) frameworkSide.set(dep, depDir);
    }
  }
  const pageNames = new Set(lines.flatMap((l) => l.packages.map((p) => p.name)).filter((n) => !isFrameworkPackage(n)));

  const report = (line: InstallLine, name: string, installed: string, message: string) => {
    if (!problems.some((p) => p.page === line.page && p.line === line.line && p.name === name && p.message === message))
      problems.push({page: line.page, line: line.line, name, installed, message});
  };
  for (const line of lines) {
    for (const pkg of line.packages) {
      if (isFrameworkPackage(pkg.name)) continue;
      const dir = topDir(pkg.name);
      const manifest = readManifest(dir);
      if (!manifest) {
        report(line, pkg.name, '-', `${pkg.spec} is not installed in the reader's project`);
        continue;
      }
      const declared = ranges.get(pkg.name);
      if (declared && !satisfies(manifest.version, declared.range)) {
        report(
          line,
          pkg.name,
          manifest.version,
          `${pkg.spec} installs ${manifest.version}, but the framework declares ${declared.range} ` +
            `(${declared.by}): pin the major that satisfies it`,
        );
      }
      // Others that load their own copy of this package.
      for (const [otherName, otherDir] of [...frameworkSide, ...[...pageNames].map((n) => [n, topDir(n)] as const)]) {
        if (otherName === pkg.name || !readManifest(otherDir)?.dependencies?.[pkg.name]) continue;
        const theirs = readManifest(resolvePackageDir(pkg.name, otherDir, root) ?? '');
        if (theirs && parseVersion(theirs.version)!.major !== parseVersion(manifest.version)!.major) {
          report(
            line,
            pkg.name,
            manifest.version,
            `${pkg.spec} installs ${manifest.version}, but ${otherName} uses ${pkg.name} ${theirs.version}: two majors of one package`,
          );
        }
      }
      // Packages this one and the framework side both depend on.
      for (const shared of Object.keys(manifest.dependencies ?? {})) {
        const mine = readManifest(resolvePackageDir(shared, dir, root) ?? '');
        for (const [otherName, otherDir] of frameworkSide) {
          if (otherName === pkg.name || !readManifest(otherDir)?.dependencies?.[shared]) continue;
          const theirs = readManifest(resolvePackageDir(shared, otherDir, root) ?? '');
          if (mine && theirs && parseVersion(mine.version)!.major !== parseVersion(theirs.version)!.major) {
            report(
              line,
              pkg.name,
              manifest.version,
              `${pkg.spec} installs ${manifest.version}, which uses ${shared} ${mine.version}, but the framework's ` +
                `${otherName} uses ${shared} ${theirs.version}`,
            );
          }
        }
      }
    }
  }
  return problems;
}
