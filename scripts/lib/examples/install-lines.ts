/**
 * The install lines of a guide page, as a reader copies them: every `<PackageInstall packages="..." />` (the
 * component renders npm, yarn, pnpm and bun commands from it) and every `npm install` / `npm i` / `pnpm add` /
 * `yarn add` / `bun add` command in a shell code block. The 1.x examples are compiled in a reader's project
 * that installed them (reader-project.ts), and check-installs.ts checks what they resolve to.
 */

export interface InstallSpec {
  /** As written: `ioredis`, `@ai-sdk/openai@^2`. */
  spec: string;
  name: string;
  /** The range or tag after the name; `latest` when none is written (what npm installs then). */
  range: string;
  /** A version was written after the name. */
  pinned: boolean;
}

export interface InstallLine {
  page: string;
  /** 1-based line of the page. */
  line: number;
  packages: InstallSpec[];
  dev: boolean;
}

export function parseInstallSpec(spec: string): InstallSpec {
  const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0);
  const name = at < 0 ? spec : spec.slice(0, at);
  const range = at < 0 ? '' : spec.slice(at + 1);
  return {spec, name, range: range || 'latest', pinned: Boolean(range)};
}

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);
const COMMAND = /^\s*(?:\$\s*)?(?:npm\s+(?:install|i|add)|pnpm\s+(?:add|install|i)|yarn\s+add|bun\s+(?:add|install|i))\s+(.+)$/;

export function installLines(page: string, source: string): InstallLine[] {
  const out: InstallLine[] = [];
  let fence: {marker: string; lang: string} | undefined;
  source.split(/\r?\n/).forEach((text, i) => {
    const f = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(text);
    if (f && (!fence || f[1]!.startsWith(fence.marker))) {
      fence = fence ? undefined : {marker: f[1]![0]!.repeat(f[1]!.length), lang: f[2] ?? ''};
      return;
    }
    if (fence) {
      const m = SHELL_LANGS.has(fence.lang) ? COMMAND.exec(text) : null;
      if (!m) return;
      const args = m[1]!
        .replace(/\s+#.*$/, '')
        .split(/\s+/)
        .filter(Boolean);
      const packages = args.filter((a) => !a.startsWith('-')).map(parseInstallSpec);
      if (packages.length)
        out.push({page, line: i + 1, packages, dev: args.some((a) => a === '-D' || a === '--save-dev' || a === '--dev' || a === '-d')});
      return;
    }
    for (const m of text.matchAll(/<PackageInstall\b([^>]*?)\/?>/g)) {
      const attrs = m[1]!;
      const list = /\bpackages=["']([^"']+)["']/.exec(attrs)?.[1];
      if (!list) continue;
      out.push({
        page,
        line: i + 1,
        packages: list.trim().split(/\s+/).map(parseInstallSpec),
        dev: /\bdev\b/.test(attrs.replace(/packages=["'][^"']*["']/, '')),
      });
    }
  });
  return out;
}

/** Framework packages: installed from the packed build of the documented commit, whatever range a line names. */
export function isFrameworkPackage(name: string): boolean {
  return name === 'commandkit' || name.startsWith('@commandkit/');
}
