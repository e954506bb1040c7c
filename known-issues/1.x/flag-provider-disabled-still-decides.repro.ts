// Reproduces known issue flag-provider-disabled-still-decides on the real build.
import assert from 'node:assert/strict';
import {commandkit, flag, setFlagProvider, type FlagProvider} from 'commandkit';

/** A provider that switches the flag off, and records whether its lifecycle methods were called. */
function switchedOffProvider(calls: string[]): FlagProvider {
  return {
    initialize: async () => void calls.push('initialize'),
    destroy: async () => void calls.push('destroy'),
    getFlag: async () => ({enabled: false}),
    hasFlag: async () => true,
  } as FlagProvider;
}

export async function reproduce(): Promise<void> {
  // The instance the package creates on import, which flag() registers with.
  const kit = commandkit;
  const calls: string[] = [];
  setFlagProvider(switchedOffProvider(calls));
  flag({key: 'new-ui', disableAnalytics: true, decide: () => true});
  assert.equal(await kit.flags.get('new-ui')!.execute({}), true, 'decide still switches the flag on');
  assert.deepEqual(calls, [], 'initialize() was never called');
}

export async function workaround(): Promise<void> {
  // The instance the package creates on import, which flag() registers with.
  const kit = commandkit;
  const calls: string[] = [];
  const provider = switchedOffProvider(calls);
  await provider.initialize?.();
  setFlagProvider(provider);
  flag({key: 'new-ui', disableAnalytics: true, decide: ({provider}) => (provider ? provider.enabled : true)});
  assert.equal(await kit.flags.get('new-ui')!.execute({}), false);
  assert.deepEqual(calls, ['initialize']);
}
