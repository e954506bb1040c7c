// Reproduces known issue flag-run-passes-wrapper on the real build (the instance the package creates on import).
import assert from 'node:assert/strict';
import {commandkit, flag} from 'commandkit';

type Guild = {id: string; premium: boolean};

function premiumFlag(seen: unknown[]) {
  return flag<boolean, Guild>({
    key: 'premium-dashboard',
    disableAnalytics: true,
    identify: () => ({id: 'from-context', premium: false}),
    decide: ({entities}) => {
      seen.push(entities);
      return entities.premium === true;
    },
  });
}

export async function reproduce(): Promise<void> {
  const seen: unknown[] = [];
  const dashboard = premiumFlag(seen);
  const guild: Guild = {id: '1', premium: true};
  assert.equal(await dashboard.run({identify: guild}), false, 'a premium guild is refused');
  assert.deepEqual(seen, [{identify: guild}], 'decide got the wrapper object, not the guild');
  let identifyCalled = false;
  await dashboard.run({identify: () => ((identifyCalled = true), guild)});
  assert.equal(identifyCalled, false, 'an identify function is never called');
}

export async function workaround(): Promise<void> {
  // The instance the package creates on import, which flag() registers with.
  const kit = commandkit;
  const seen: unknown[] = [];
  premiumFlag(seen);
  const guild: Guild = {id: '1', premium: true};
  const stored = kit.flags.get('premium-dashboard')!;
  assert.equal(await stored.execute(guild), true);
  assert.deepEqual(seen, [guild]);
}
