/**
 * Keeps deploy/ in step with the site: writes deploy/_redirects and the nginx redirect map from
 * config/redirects.ts, and, given a build, the CSP script hashes of deploy/_headers and deploy/nginx.conf
 * from the inline scripts its pages carry (client-redirect pages excluded: the host answers those with 301s).
 * Usage: npm run deploy:sync [-- <build dir>]   (default: build/)
 */
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {allRedirects} from '../config/redirects';
import {inlineScriptHashes, isClientRedirectPage, withScriptHashes} from './csp-hashes';
import {netlifyRedirects, nginxRedirectMap, replaceBlock} from './redirects';

const here = path.dirname(fileURLToPath(import.meta.url));

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Distinct hashes of the build's inline scripts, with how many pages carry each. */
export function buildScriptHashes(buildDir: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of htmlFiles(buildDir)) {
    const html = readFileSync(file, 'utf8');
    if (isClientRedirectPage(html)) {
      continue;
    }
    for (const hash of new Set(inlineScriptHashes(html))) {
      counts.set(hash, (counts.get(hash) ?? 0) + 1);
    }
  }
  return counts;
}

function main(): void {
  const redirects = allRedirects();
  writeFileSync(path.join(here, '_redirects'), netlifyRedirects(redirects));
  let nginx = replaceBlock(readFileSync(path.join(here, 'nginx.conf'), 'utf8'), 'redirects', nginxRedirectMap(redirects));

  const buildDir = path.resolve(process.argv[2] ?? 'build');
  if (existsSync(path.join(buildDir, 'index.html'))) {
    const counts = buildScriptHashes(buildDir);
    const hashes = [...counts.keys()];
    console.log(`inline scripts in ${buildDir}:`, Object.fromEntries(counts));
    const headersFile = path.join(here, '_headers');
    const headers = readFileSync(headersFile, 'utf8').replace(
      /^(\s*Content-Security-Policy:\s*)(.+)$/m,
      (_match, prefix: string, policy: string) => prefix + withScriptHashes(policy, hashes),
    );
    writeFileSync(headersFile, headers);
    nginx = nginx.replace(
      /(add_header Content-Security-Policy ")([^"]+)(")/,
      (_match, prefix: string, policy: string, suffix: string) => prefix + withScriptHashes(policy, hashes) + suffix,
    );
  } else {
    console.log(`no build in ${buildDir}: CSP hashes left as they are`);
  }
  writeFileSync(path.join(here, 'nginx.conf'), nginx);
  console.log(`wrote deploy/_redirects (${redirects.length} redirects), deploy/_headers, deploy/nginx.conf`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
