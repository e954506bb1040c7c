/**
 * The tools' input fields, with messages that say what was wrong and what is valid. The SDK validates every call
 * against these schemas and answers a mismatch with an `isError` tool result carrying the messages below
 * (tests/e2e/mcp-tools.test.ts checks what a client sees for wrong types).
 */
import {z} from 'zod';
import {oneOf} from './tool-error';
import {DEFAULT_VERSION, DOCS_VERSIONS} from './versions';

export const VERSION_HELP =
  `the CommandKit release to answer from: ${oneOf(DOCS_VERSIONS)} (default ` +
  `${JSON.stringify(DEFAULT_VERSION)}, the current release line)`;

export const versionInput = z
  .enum(DOCS_VERSIONS, {
    error: (issue) =>
      `version ${issue.input === undefined ? 'is missing' : `${JSON.stringify(issue.input)} is not known`}: it must be ${oneOf(DOCS_VERSIONS)}`,
  })
  .default(DEFAULT_VERSION)
  .describe(VERSION_HELP);

/** A required piece of text, trimmed, 1 to `max` characters. */
export function textInput(name: string, what: string, max: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${name} is required: ${what}` : `${name} must be a string (${what}), not ${typeof issue.input}`,
    })
    .trim()
    .min(1, {error: `${name} is empty: give ${what}`})
    .max(max, {error: `${name} is too long: at most ${max} characters (${what})`})
    .describe(what);
}

export function countInput(name: string, what: string, min: number, max: number, fallback: number) {
  const message = `${name} must be a whole number from ${min} to ${max} (${what}; default ${fallback})`;
  return z
    .number({error: message})
    .int({error: message})
    .min(min, {error: message})
    .max(max, {error: message})
    .default(fallback)
    .describe(`${what} (${min}-${max}, default ${fallback})`);
}
