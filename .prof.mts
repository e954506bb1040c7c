import {chromium} from 'playwright-core';
const b = await chromium.launch({executablePath: '/usr/bin/chromium'});
for (let run = 0; run < 4; run++) {
  const ctx = await b.newContext();
  const p = await ctx.newPage();
  await p.goto('http://127.0.0.1:3556/docs/guide/commands/chat-input-commands', {waitUntil: 'load'});
  await p.waitForTimeout(1500);
  await p.evaluate(() => { (window as any).__t0 = 0; document.addEventListener('keydown', (e) => { if (!(window as any).__t0) (window as any).__t0 = performance.now(); }, {capture: true}); new MutationObserver(() => { if (!(window as any).__hit && document.querySelector('.DocSearch-Hit')) (window as any).__hit = performance.now(); }).observe(document.body, {subtree: true, childList: true}); });
  await p.keyboard.press('Control+k');
  await p.waitForSelector('.DocSearch-Input');
  const tInput = await p.evaluate(() => performance.now() - (window as any).__t0);
  await p.keyboard.type('cache');
  await p.waitForFunction(() => (window as any).__hit, undefined, {polling: 5});
  const out = await p.evaluate(() => {
    const t0 = (window as any).__t0;
    const res = performance.getEntriesByType('resource').filter((r) => r.startTime >= t0 - 5).map((r: any) => `${r.name.split('/').pop()} ${Math.round(r.startTime - t0)}→${Math.round(r.responseEnd - t0)}`);
    const marks = performance.getEntriesByType('mark').map((m) => `${m.name}@${Math.round(m.startTime - t0)}`);
    return {hit: Math.round((window as any).__hit - t0), res, marks: marks.slice(0, 6)};
  });
  console.log('input shown', Math.round(tInput), JSON.stringify(out));
  await ctx.close();
}
await b.close();
