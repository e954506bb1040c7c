// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// More behavioural API texts (ai, i18n), run outside a bot: what the helpers throw before any plugin is active.
const t = async (f) => {
  try {
    const v = await f();
    return (
      'returned ' +
      (v === undefined
        ? 'undefined'
        : JSON.stringify(Object.keys(v)) +
          ' ' +
          (v.inputSchema?.shape ? Object.keys(v.inputSchema.shape).join('|') + ' desc=' + v.description : ''))
    );
  } catch (e) {
    return 'threw: ' + e.message;
  }
};
export default async function () {
  const ai = await import('@commandkit/ai');
  const i18n = await import('@commandkit/i18n');
  const {CommandKit} = await import('commandkit');
  console.log('CommandKit.instance exists after loading commandkit:', !!CommandKit.instance);
  console.log('useAI() without the plugin ->', await t(() => ai.useAI()));
  console.log('useAIContext() outside a run ->', await t(() => ai.useAIContext()));
  console.log('executeAI(message) without the plugin ->', await t(() => ai.executeAI({})));
  console.log('useI18n() without the plugin ->', await t(() => i18n.useI18n()));
  console.log(
    'experimental_createConfig with a user option ->',
    await t(() => ai.experimental_createConfig({name: 'x', description: 'd', options: [{name: 'u', description: 'u', type: 6}]})),
  );
  console.log(
    'experimental_createConfig with string/int options ->',
    await t(() =>
      ai.experimental_createConfig({
        name: 'x',
        description: 'd',
        options: [
          {name: 's', description: 's', type: 3, required: true},
          {name: 'n', description: 'n', type: 4},
        ],
      }),
    ),
  );
}
