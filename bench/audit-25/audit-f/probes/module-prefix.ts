// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Audit-f probe: a `module:` preload entry (creating-runtime-plugin, "Preloading files"), run at 392b9d81 and at the
// earlier 97094e90, which reports the same version (1.2.0).
import {startOfflineBot, type StepContext} from '#support';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);

const CONFIG = `import { RuntimePlugin } from 'commandkit';
import { defineConfig } from 'commandkit/config';
class Setup extends RuntimePlugin {
  name = 'setup';
  constructor(o) { super(o); this.preload.add('module:data:text/javascript,globalThis.preloaded=true'); }
}
export default defineConfig({ plugins: [new Setup({})] });
`;

export async function reproduce(context: StepContext): Promise<void> {
  try {
    await startOfflineBot(context, {'commandkit.config.mjs': CONFIG});
    claim('module-prefix', {started: true, preloaded: (globalThis as any).preloaded ?? false});
  } catch (e: any) {
    claim('module-prefix', {
      started: false,
      error: String(e?.message ?? e)
        .split('\n')[0]
        .slice(0, 160),
    });
  }
}
