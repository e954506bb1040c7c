/**
 * Takes screenshots of pages of a build, for looking at the site while working on it.
 * Usage: tsx scripts/screenshot.ts <buildDir> <outDir> [--mode light|dark] [--width N] /path ...
 */
import {parseArgs} from 'node:util';
import path from 'node:path';
import {startServer} from '../tests/e2e/support/server';
import {launchBrowser, offlineContext} from '../tests/e2e/support/browser';

const {values, positionals} = parseArgs({
  allowPositionals: true,
  options: {mode: {type: 'string', default: 'dark'}, width: {type: 'string', default: '1280'}, full: {type: 'boolean'}},
});
const [buildDir, outDir, ...paths] = positionals;
if (!buildDir || !outDir || paths.length === 0) {
  console.error('Usage: tsx scripts/screenshot.ts <buildDir> <outDir> [--mode light|dark] [--width N] /path ...');
  process.exit(2);
}
const server = await startServer(path.resolve(buildDir));
const browser = await launchBrowser();
const {context} = await offlineContext(browser, server.origin, {
  viewport: {width: Number(values.width), height: 900},
});
await context.addInitScript((mode) => localStorage.setItem('theme', mode), values.mode ?? 'dark');
const page = await context.newPage();
for (const route of paths) {
  await page.goto(server.origin + route, {waitUntil: 'networkidle'});
  const file = path.join(outDir, `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${values.mode}-${values.width}.png`);
  await page.screenshot({path: file, fullPage: values.full ?? false});
  console.log(file);
}
await browser.close();
await server.close();
