// Audit probe: which token the bot logs in with (DISCORD_TOKEN, TOKEN, both) under `commandkit start`.
import {type StepContext} from '#support';
import {APP, CONFIG, PING, READY, claim, grep, project, session} from './support.js';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  for (const [name, env] of [
    ['TOKEN only', 'TOKEN=only-token\n'],
    ['both', 'DISCORD_TOKEN=discord-token\nTOKEN=other-token\n'],
  ] as const) {
    const p = project(context, name.replace(' ', '-'), {
      'commandkit.config.ts': CONFIG(),
      'src/app.ts': APP,
      'src/app/commands/ping.ts': PING,
      ...READY,
      '.env': env,
    });
    const out = await session(p, [], 'start');
    claim(
      `token: ${name}`,
      grep(out, /OFFLINE-LOGIN/, 1).map((l) => l.replace(/ NODE_ENV.*/, '').replace(/pid=\d+ /, '')),
    );
  }
}
