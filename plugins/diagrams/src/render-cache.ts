/**
 * Rendered diagrams kept on disk between runs, keyed by the diagram's source and by what draws it (this
 * plugin's own code and the renderer package's version). The first diagram a process draws costs hundreds of
 * milliseconds (the renderer and its layout engine warm up): in `docusaurus start` that was a writer's wait on
 * the first edit of a page with a diagram, since the bundler's cache restores pages without running remark.
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {RenderedDiagram} from './render';
import {packageDirFrom} from './renderer';

/** The default place: the site's node_modules/.cache (the cwd is the site when Docusaurus runs remark). */
export const DEFAULT_DIAGRAM_CACHE_DIR = 'node_modules/.cache/diagrams';

let fingerprint: string | undefined;

/** A hash of this folder's source files and the renderer package's manifest: any change makes new keys. */
export function rendererFingerprint(): string {
  if (fingerprint) return fingerprint;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const hash = createHash('sha256');
  for (const file of readdirSync(here)
    .filter((name) => /\.tsx?$/.test(name))
    .sort()) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(here, file)))
      .update('\0');
  }
  const renderer = packageDirFrom(here) ?? packageDirFrom(process.cwd());
  hash.update(renderer ? readFileSync(path.join(renderer, 'package.json')) : 'no renderer');
  fingerprint = hash.digest('hex');
  return fingerprint;
}

function isRendered(value: unknown): value is RenderedDiagram {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RenderedDiagram).svg === 'string' &&
    typeof (value as RenderedDiagram).alt === 'string'
  );
}

/** The diagram from the cache, else rendered and stored (a cache that cannot be read or written is skipped). */
export function cachedDiagram(source: string, render: (source: string) => RenderedDiagram, cacheDir: string): RenderedDiagram {
  const key = createHash('sha256').update(rendererFingerprint()).update('\0').update(source).digest('hex');
  const file = path.join(cacheDir, `${key}.json`);
  try {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isRendered(stored)) return stored;
  } catch {
    // not cached yet, or unreadable: render it
  }
  const rendered = render(source);
  try {
    mkdirSync(cacheDir, {recursive: true});
    // Written aside then renamed: the client and server compilers may draw the same diagram at once.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify({svg: rendered.svg, alt: rendered.alt}));
    renameSync(partial, file);
  } catch {
    // a read-only or full disk only costs the next run a render
  }
  return rendered;
}
