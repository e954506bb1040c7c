/**
 * Services a test needs come from Debian's packages: installed with apt-get when their program is missing
 * (as root directly, otherwise through sudo), never downloaded from anywhere else.
 */
import {existsSync} from 'node:fs';
import {runStep} from '../process';

/** Makes sure `program` (an absolute path) exists, installing Debian's `debianPackage` when it does not. */
export function ensureDebianPackage(program: string, debianPackage: string, log: (line: string) => void = console.log): string {
  if (existsSync(program)) return program;
  log(`${program} is missing: installing Debian's ${debianPackage}`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const [command, ...prefix] = [...sudo, 'apt-get'];
  const env = {DEBIAN_FRONTEND: 'noninteractive'};
  runStep('apt-get update', command!, [...prefix, 'update', '-qq'], {cwd: '/', env});
  // Wait for another apt-get (a parallel test installing its own service) instead of failing on its lock.
  runStep(
    `install ${debianPackage}`,
    command!,
    [...prefix, '-o', 'DPkg::Lock::Timeout=600', 'install', '-y', '-qq', '--no-install-recommends', debianPackage],
    {cwd: '/', env},
  );
  if (!existsSync(program)) throw new Error(`Debian's ${debianPackage} installed, but ${program} is still missing`);
  return program;
}
