// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-l: the workflow compiler plugin's activation and builder paths (rows 96, 97, 100 of sample.tsv).
const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));

export default async function () {
  const {workflow} = await import('@commandkit/workflow');
  const list = workflow();
  const compiler = (Array.isArray(list) ? list : [list]).find((p) => p.constructor.name === 'WorkflowCompilerPlugin');
  for (const isDevMode of [true, false]) {
    await compiler.activate({isDevMode});
    const b = compiler.builder;
    claim(
      `96 activate isDevMode=${isDevMode}`,
      b?.constructor.name,
      b?.options,
      'transform ready',
      typeof compiler.workflowRollupPlugin?.transform,
    );
  }
  const b = compiler.builder;
  claim(
    '97 scanned dirs',
    (b.config?.dirs ?? []).map((d) => d.replace(process.cwd(), '<project>')),
  );
  claim('100 handler path', b.getHandlerPath().replace(/.*node_modules/, '<node_modules>'));
}
