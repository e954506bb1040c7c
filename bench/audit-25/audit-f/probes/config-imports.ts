// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Audit-f probe: what a commandkit.config.ts may import (creating-runtime-plugin, "Keeping a plugin in its own file").
// Each case is a fresh project built with `commandkit build`; the plugin's activate() writes a marker the start sees.
import {mkdtempSync} from 'node:fs';
import {join} from 'node:path';
import {APP, plain, runCli, writeBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);

const PLUGIN_ERASABLE = `import { RuntimePlugin } from 'commandkit';
export class GreeterPlugin extends RuntimePlugin<{ greeting: string }> {
  public readonly name = 'greeter';
  public constructor(options: { greeting: string }) { super(options); }
}
`;
const PLUGIN_ENUM = `import { RuntimePlugin } from 'commandkit';
enum Mode { A, B }
export class GreeterPlugin extends RuntimePlugin<{ greeting: string }> {
  public readonly name = 'greeter';
  mode = Mode.A;
}
`;
const config = (specifier: string) =>
  `import { defineConfig } from 'commandkit/config';\nimport { GreeterPlugin } from '${specifier}';\nexport default defineConfig({ plugins: [new GreeterPlugin({ greeting: 'hi' })] });\n`;

const CASES: Record<string, Record<string, string>> = {
  'ts-with-extension': {'commandkit.config.ts': config('./plugins/greeter.ts'), 'plugins/greeter.ts': PLUGIN_ERASABLE},
  'ts-without-extension': {'commandkit.config.ts': config('./plugins/greeter'), 'plugins/greeter.ts': PLUGIN_ERASABLE},
  'ts-with-enum': {'commandkit.config.ts': config('./plugins/greeter.ts'), 'plugins/greeter.ts': PLUGIN_ENUM},
};

export async function reproduce(context: StepContext): Promise<void> {
  for (const [id, files] of Object.entries(CASES)) {
    const cwd = mkdtempSync(join(context.cwd, `${id}-`));
    writeBot(cwd, {'src/app.ts': APP, 'src/app/events/clientReady/ready.ts': 'export default function () {}\n', ...files});
    const build = runCli({...context, cwd}, ['build']);
    const lines = plain(build.output)
      .split('\n')
      .filter((l) => /error|Error|ERR_/.test(l))
      .map((l) => l.trim().slice(0, 160))
      .slice(0, 3);
    claim(`config-${id}`, {status: build.status, errors: lines});
  }
}
