/**
 * The inline scripts of a build that a CSP must allow, by SHA-256 hash. Pure (the caller reads the files),
 * unit tested in tests/unit/bench-headers.test.ts and used by deploy/sync.ts and tests/e2e/csp.test.ts.
 */
import {createHash} from 'node:crypto';
import {parseAttributes} from '../plugins/shared/html-assets';

const EXECUTABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** `'sha256-…'` source expressions of the executable inline scripts of one HTML document, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = parseAttributes(match[1]!);
    if (attributes.src !== undefined || !EXECUTABLE.has((attributes.type ?? '').trim().toLowerCase())) {
      continue;
    }
    hashes.push(`'sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Pages written by @docusaurus/plugin-client-redirects: served as HTTP 301s by deploy/_redirects instead. */
export function isClientRedirectPage(html: string): boolean {
  return (
    /<meta http-equiv="refresh" content="0; url=/i.test(html) && !html.includes('id="__docusaurus"') && !html.includes('id=__docusaurus')
  );
}

/** Replaces the hash sources of script-src in a CSP value, keeping every other source and directive. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy
    .split(';')
    .map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      if (name !== 'script-src') {
        return part.trim();
      }
      return [name, ...values.filter((value) => !/^'sha(256|384|512)-/.test(value)), ...hashes].join(' ');
    })
    .filter((part) => part !== '')
    .join('; ');
}
