// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Audit-f probe: `commandkit build` compiles JSX with commandkit's runtime even when the project has no tsconfig.json
// (using-jsx, "Enable JSX"). startOfflineBot writes no tsconfig; the command replies with a JSX button row.
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/hello.tsx':
      "import { ActionRow, Button } from 'commandkit';\nexport const command = { name: 'hello', description: 'h' };\nexport const chatInput = async ({ interaction }) => {\n  await interaction.reply({ content: 'hi', components: [<ActionRow><Button onClick={async (i) => { await i.reply('clicked'); }}>Wave</Button></ActionRow>] });\n};\n",
  });
  claim('tsconfig-present', existsSync(join(context.cwd, 'tsconfig.json')));
  const run = await bot.chatInput('hello');
  const reply = run.replies[0];
  claim(
    'reply-components',
    reply?.components?.map((r: any) => r.components.map((c: any) => `${c.type}:${c.label}`)),
  );
  const click = await bot.click(reply, reply.components[0].components[0].custom_id);
  claim(
    'click',
    click.replies.map((r: any) => r.content),
  );
}
