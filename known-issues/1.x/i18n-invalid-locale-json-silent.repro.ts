// Reproduces known issue i18n-invalid-locale-json-silent with the i18n plugin on a bot started offline.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {startOfflineBot, writeBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};

const CONFIG =
  "import { defineConfig } from 'commandkit/config';\nimport { i18n } from '@commandkit/i18n';\n" +
  'export default defineConfig({ plugins: [i18n()] });\n';
const WAVE =
  "export const command = { name: 'wave', description: 'Wave' };\n" +
  "export async function chatInput(ctx) { await ctx.interaction.reply('hi'); }\n";
const FRENCH = '{\n  "$command": { "name": "saluer", "description": "Faire signe" }\n}\n';

function files(french: string) {
  return {
    'commandkit.config.mjs': CONFIG,
    'src/app/commands/wave.ts': WAVE,
    'src/app/locales/en-US/wave.json': '{ "$command": { "name": "wave", "description": "Wave" } }\n',
    'src/app/locales/fr/wave.json': french,
  };
}

export async function reproduce(context: StepContext): Promise<void> {
  // A trailing comma: invalid JSON.
  const {bot, logs} = await startOfflineBot(context, files(FRENCH.replace('"Faire signe" }', '"Faire signe", }')));
  const wave = bot.registeredCommands().find((c: {name: string}) => c.name === 'wave');
  assert.ok(wave, 'the command is registered');
  assert.equal(wave.name_localizations?.fr, undefined, 'without its French name');
  assert.doesNotMatch(logs.join('\n'), /wave\.json|JSON|Unexpected token|Expected/i, 'and nothing is logged');
}

export async function workaround(context: StepContext): Promise<void> {
  // The CI check the workaround suggests: JSON.parse over every locale file finds the broken one...
  const broken = files(FRENCH.replace('"Faire signe" }', '"Faire signe", }'));
  writeBot(context.cwd, broken);
  const localesDir = join(context.cwd, 'src', 'app', 'locales');
  const failures = readdirSync(localesDir).flatMap((locale) =>
    readdirSync(join(localesDir, locale))
      .filter((file) => {
        try {
          JSON.parse(readFileSync(join(localesDir, locale, file), 'utf8'));
          return false;
        } catch {
          return true;
        }
      })
      .map((file) => `${locale}/${file}`),
  );
  assert.deepEqual(failures, ['fr/wave.json']);
  // ...and once fixed, the French name is registered.
  const {bot} = await startOfflineBot(context, files(FRENCH));
  assert.equal(bot.registeredCommands().find((c: {name: string}) => c.name === 'wave')?.name_localizations?.fr, 'saluer');
}
