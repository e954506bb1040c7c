/**
 * A small reader for `_headers` files (Netlify / Cloudflare Pages format), so that the browser tests can
 * serve the build with exactly the headers deploy/_headers declares. Pure functions, unit tested in
 * tests/unit/bench-headers.test.ts.
 *
 * Format: a line starting with `/` (or a full URL) opens a rule for that path pattern; the indented
 * `Name: value` lines below it are its headers; `! Name` removes a header set by an earlier rule
 * (Cloudflare); `#` starts a comment line. Patterns use `*` (a splat, matches anything including `/`)
 * and `:name` placeholders (one path segment). Every matching rule applies, in file order; a header
 * set by several matching rules has its values joined with `, ` (both hosts do this).
 */

export interface HeaderRule {
  pattern: string;
  headers: Array<[name: string, value: string]>;
  detach: string[];
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) {
      return;
    }
    const indented = /^\s/.test(line);
    if (!indented) {
      if (!trimmed.startsWith('/') && !/^https?:\/\//.test(trimmed)) {
        throw new Error(`_headers line ${index + 1}: a rule must start with a path, got "${trimmed}"`);
      }
      current = {pattern: trimmed, headers: [], detach: []};
      rules.push(current);
      return;
    }
    if (!current) {
      throw new Error(`_headers line ${index + 1}: a header before any path`);
    }
    if (trimmed.startsWith('!')) {
      current.detach.push(trimmed.slice(1).trim().toLowerCase());
      return;
    }
    const colon = trimmed.indexOf(':');
    if (colon <= 0) {
      throw new Error(`_headers line ${index + 1}: expected "Name: value", got "${trimmed}"`);
    }
    const name = trimmed.slice(0, colon).trim();
    if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) {
      throw new Error(`_headers line ${index + 1}: "${name}" is not a header name`);
    }
    current.headers.push([name, trimmed.slice(colon + 1).trim()]);
  });
  return rules;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a rule's pattern matches a request path (query string ignored). */
export function patternMatches(pattern: string, requestPath: string): boolean {
  const pathOnly = requestPath.split(/[?#]/)[0]!;
  const patternPath = pattern.replace(/^https?:\/\/[^/]+/, '');
  const source = patternPath
    .split('*')
    .map((part) =>
      part
        .split(/(:[A-Za-z_][A-Za-z0-9_]*)/)
        .map((piece) => (/^:[A-Za-z_]/.test(piece) ? '[^/]+' : escapeRegExp(piece)))
        .join(''),
    )
    .join('.*');
  return new RegExp(`^${source}$`).test(pathOnly);
}

/** The headers a request path gets: names keep the spelling of their first rule; keys compare case-insensitively. */
export function headersFor(rules: readonly HeaderRule[], requestPath: string): Record<string, string> {
  const result = new Map<string, {name: string; value: string}>();
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, requestPath)) {
      continue;
    }
    for (const name of rule.detach) {
      result.delete(name);
    }
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const existing = result.get(key);
      result.set(key, existing ? {name: existing.name, value: `${existing.value}, ${value}`} : {name, value});
    }
  }
  return Object.fromEntries([...result.values()].map(({name, value}) => [name, value]));
}

/** The directives of a Content-Security-Policy value, e.g. {"script-src": ["'self'", "'sha256-…'"]}. */
export function parseCsp(policy: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) {
      directives[name.toLowerCase()] = values;
    }
  }
  return directives;
}
