// Audit probe: a runtime plugin whose preload fails (creating-plugins/creating-runtime-plugin).
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
const KIND = 'preload';
const CONFIG = `
import { RuntimePlugin } from 'commandkit';
import { defineConfig } from 'commandkit/config';
class P extends RuntimePlugin {
  name = 'failing';
  constructor(o) { super(o); if ('${KIND}' === 'preload') this.preload.add('missing-setup.js'); }
  async activate() { (globalThis.hooks ??= []).push('activate'); if ('${KIND}' === 'activate') throw new Error('activate boom'); }
  async onAfterCommandsLoad() { (globalThis.hooks ??= []).push('onAfterCommandsLoad'); }
}
export default defineConfig({ plugins: [new P({})] });
`;

export async function reproduce(context: StepContext): Promise<void> {
  try {
    const {logs} = await startOfflineBot(context, {'commandkit.config.mjs': CONFIG});
    claim(KIND + ' fails: start()', {
      resolved: true,
      hooks: (globalThis as any).hooks,
      logs: logs.filter((l) => /boom|missing|fail|error/i.test(l)).slice(0, 4),
    });
  } catch (e: any) {
    claim(KIND + ' fails: start()', {
      rejected: String(e?.message ?? e)
        .split('\n')[0]
        .slice(0, 300),
      hooks: (globalThis as any).hooks,
    });
  }
}
