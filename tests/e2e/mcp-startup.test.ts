/** Start-up problems of the documentation MCP server: one clear message on stderr, nothing on stdout (the MCP channel). */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const start = (args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'mcp-server/src/main.ts', ...args], {encoding: 'utf8', timeout: 60_000, input: ''});

describe('MCP server start-up errors', () => {
  test('a build folder without a built site', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'mcp-no-build-'));
    try {
      const run = start(['--build-dir', empty]);
      assert.equal(run.status, 1);
      assert.equal(run.stdout, '');
      const lines = run.stderr.trim().split('\n');
      assert.equal(lines.length, 1, run.stderr);
      assert.match(lines[0]!, /cannot start: no built site in .* \(missing search\/manifest\.json, llms\.txt\): run "npm run build"/);
    } finally {
      rmSync(empty, {recursive: true, force: true});
    }
  });

  test('wrong command-line arguments name what is valid', () => {
    const unknown = start(['--htp']);
    assert.equal(unknown.status, 1);
    assert.match(unknown.stderr, /Unknown option '--htp'[\s\S]*usage: npm run mcp/);
    const port = start(['--http', '--port', 'eighty']);
    assert.match(port.stderr, /--port must be a whole number from 0 to 65535/);
    const stdioPort = start(['--port', '4000']);
    assert.match(stdioPort.stderr, /--port needs --http/);
  });
});
