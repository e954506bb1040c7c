// Audit probe: what CommandKit's declarations accept (commands/command-metadata "Older command files",
// chat-input-commands "Typing a command that has options").
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {typeCheckReaderFiles, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);

export async function reproduce(context: StepContext): Promise<void> {
  const check = (name: string, code: string) => {
    writeFileSync(join(context.cwd, `${name}.ts`), code);
    const r = typeCheckReaderFiles(context.cwd, context.projectDir, [`${name}.ts`]);
    claim(
      name,
      r.ok
        ? 'compiles'
        : r.output
            .split('\n')
            .filter((l) => /error TS/.test(l))
            .map((l) => l.replace(/^.*error /, 'error '))
            .slice(0, 2),
    );
  };
  check(
    'commanddata-guilds-aliases',
    "import type { CommandData } from 'commandkit';\nexport const command: CommandData = { name: 'x', description: 'y', guilds: ['1'], aliases: ['z'] };\n",
  );
  check(
    'commanddata-options',
    "import type { CommandData } from 'commandkit';\nexport const command: CommandData = { name: 'x', description: 'y', options: [] };\n",
  );
}
