// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Audit-f probe: what a TypeScript reader (the template's tsconfig) gets from JSX with commandkit's runtime.
import {writeFileSync, mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {typeCheckReaderFiles, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);

const CASES: Record<string, string> = {
  // The value of a JSX expression: assignable to anything (any)?
  'result-is-any': `import { Button } from 'commandkit';\nconst n: number = <Button customId="a">A</Button>;\nexport { n };\n`,
  // A mistyped prop is reported.
  'bad-prop': `import { Button } from 'commandkit';\nexport const b = <Button customId="a" colour="red">A</Button>;\n`,
  // Lowercase tags.
  'lowercase-tag': `export const d = <div />;\n`,
  // A typed select menu kit as ActionRow child.
  'typed-kit-in-row': `import { ActionRow, UserSelectMenu, type UserSelectMenuKit } from 'commandkit';\nconst users: UserSelectMenuKit = <UserSelectMenu />;\nexport const r = <ActionRow>{users}</ActionRow>;\n`,
  // The annotation the page suggests.
  'annotate-row': `import { ActionRow, Button, type ButtonKit } from 'commandkit';\nimport type { ActionRowBuilder } from 'discord.js';\nexport const row: ActionRowBuilder<ButtonKit> = <ActionRow><Button customId="a">A</Button></ActionRow>;\n`,
  // The `{false}` child the button page recommends for icon-only and premium buttons.
  'false-child': `import { Button } from 'commandkit';\nimport { ButtonStyle } from 'discord.js';\nexport const icon = <Button emoji="🔄" onClick={() => {}}>{false}</Button>;\nexport const premium = <Button style={ButtonStyle.Premium} skuId="1">{false}</Button>;\n`,
  // key on a component.
  'key-prop': `import { Button } from 'commandkit';\nexport const k = <Button key="x" customId="a">A</Button>;\n`,
};

export async function reproduce(context: StepContext): Promise<void> {
  for (const [id, source] of Object.entries(CASES)) {
    const dir = join(context.cwd, id);
    mkdirSync(dir, {recursive: true});
    writeFileSync(join(dir, 'case.tsx'), source);
    const result = typeCheckReaderFiles(dir, context.projectDir, ['case.tsx']);
    const codes = [...result.output.matchAll(/error (TS\d+): ([^\n]{0,110})/g)].map((m) => `${m[1]} ${m[2]}`);
    claim(`types-${id}`, {ok: result.ok, errors: codes});
  }
}
