/**
 * The program that runs one step of one reproduction in the reader's project (plain JavaScript, written next to
 * the transpiled reproductions). It prints one JSON line after a marker and exits, whatever the framework left
 * running (timers, sockets), so a step never hangs the check.
 */
export const CHILD_MARKER = '@@KNOWN-ISSUE@@';

export const CHILD_PROGRAM = String.raw`
import {pathToFileURL} from 'node:url';
const [file, step] = process.argv.slice(2);
const context = JSON.parse(process.env.KNOWN_ISSUE_CONTEXT || '{}');
const out = {ok: false};
try {
  const mod = await import(pathToFileURL(file).href);
  if (typeof mod[step] !== 'function') {
    out.missing = true;
    if (step === 'workaround' && typeof mod.noWorkaround === 'string') out.message = mod.noWorkaround;
  } else {
    await mod[step](context);
    out.ok = true;
  }
} catch (error) {
  out.assertion = Boolean(error && (error.code === 'ERR_ASSERTION' || error.name === 'AssertionError'));
  out.message = String((error && (error.stack || error.message)) || error).split('\n').slice(0, 6).join('\n');
}
process.stdout.write('\n@@KNOWN-ISSUE@@' + JSON.stringify(out) + '\n');
process.exit(0);
`;
