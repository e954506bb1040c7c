import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {replaceSection} from './results';
import {RESULTS_FILE, RESULTS_PREAMBLE} from './sites';

/** Replaces (or appends) one `## ` section of bench/RESULTS.md, leaving the others alone. */
export function writeSection(title: string, body: string): void {
  const current = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '';
  writeFileSync(RESULTS_FILE, replaceSection(current, title, body, RESULTS_PREAMBLE));
}

export function machineNote(): string {
  return `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, Node ${process.version}, ${process.platform}/${process.arch}.`;
}
