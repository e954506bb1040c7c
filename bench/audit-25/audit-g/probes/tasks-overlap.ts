// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// audit-g row 111: with the SQLite driver's default polling interval, is a job lasting 2.5 s started again?
const claim = (id: string, ...v: unknown[]) => console.log('CLAIM', id, ...v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export default async function () {
  const {SQLiteDriver} = await import('@commandkit/tasks/sqlite');
  for (const [label, interval, runMs] of [
    ['default interval, 2.5 s job', undefined, 2500],
    ['1 s interval, 2.5 s job', 1000, 2500],
  ] as const) {
    const driver = interval ? new SQLiteDriver(':memory:', interval) : new SQLiteDriver(':memory:');
    const starts: number[] = [];
    const t0 = Date.now();
    await driver.setTaskRunner(async () => {
      starts.push(Date.now() - t0);
      await sleep(runMs);
    });
    await driver.create({name: 'long', schedule: Date.now(), data: {}});
    await sleep(11000);
    claim('111 ' + label, 'interval', driver.getPollingInterval?.(), 'starts(ms)', starts);
    driver.destroy();
  }
  process.exit(0);
}
