/** The package managers we show install commands for, in tab order. */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

const ADD_VERB: Record<PackageManager, string> = {
  npm: 'npm install',
  yarn: 'yarn add',
  pnpm: 'pnpm add',
  bun: 'bun add',
};

const DEV_FLAG: Record<PackageManager, string> = {
  npm: '--save-dev',
  yarn: '--dev',
  pnpm: '--save-dev',
  bun: '--dev',
};

/** Splits a space- or comma-separated package list, rejecting an empty one. */
export function parsePackageList(packages: string): string[] {
  const list = packages
    .split(/[\s,]+/)
    .map((name) => name.trim())
    .filter(Boolean);
  if (list.length === 0) {
    throw new Error('<PackageInstall> needs at least one package name in its `packages` prop');
  }
  return list;
}

export function installCommand(manager: PackageManager, packages: readonly string[], dev = false): string {
  const parts = [ADD_VERB[manager], ...(dev ? [DEV_FLAG[manager]] : []), ...packages];
  return parts.join(' ');
}

/**
 * Highlighting tokens for an install command, in the format of plugins/static-highlight (types, text):
 * the program and its verb as functions, flags as parameters, package names plain. Given to the code
 * block so that it is drawn without downloading Prism.
 */
export function installCommandTokens(command: string): Array<[string, string]> {
  const words = command.split(' ');
  return words.flatMap((word, index): Array<[string, string]> => {
    const type = index < 2 ? 'function' : word.startsWith('-') ? 'parameter variable' : 'plain';
    return index === 0
      ? [[type, word]]
      : [
          ['plain', ' '],
          [type, word],
        ];
  });
}
