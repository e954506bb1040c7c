/** `npm run mcp -- [--http --port <n>] [--build-dir <dir>]`, checked with messages that say what is valid. */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {StartupError} from './startup-error';

export interface CliOptions {
  transport: 'stdio' | 'http';
  /** HTTP only; 0 = any free port (printed on stderr). */
  port: number;
  /** Set when the user named a build folder; undefined = the repository's build/ (built when missing). */
  buildDir?: string;
}

export const USAGE = 'usage: npm run mcp [-- --http --port <n>] [-- --build-dir <built site>]';

export function parseCli(argv: readonly string[]): CliOptions {
  let values;
  try {
    ({values} = parseArgs({
      args: [...argv],
      options: {http: {type: 'boolean'}, port: {type: 'string'}, 'build-dir': {type: 'string'}, help: {type: 'boolean', short: 'h'}},
      strict: true,
    }));
  } catch (error) {
    throw new StartupError(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) throw new StartupError(USAGE, 0);
  if (values.port !== undefined && !values.http) throw new StartupError(`--port needs --http (stdio has no port)\n${USAGE}`);
  const port = values.port === undefined ? 3001 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new StartupError(`--port must be a whole number from 0 to 65535 (0 = any free port), not "${values.port}"`);
  const buildDir = values['build-dir'] ?? process.env.SITE_BUILD_DIR;
  return {transport: values.http ? 'http' : 'stdio', port, ...(buildDir ? {buildDir: path.resolve(buildDir)} : {})};
}
