/**
 * `npm run bench`: every figure of issues 8 and 15 in one run, ours and the current site side by side —
 * builds (cold and warm, which also leaves both fresh builds in place), what the reader downloads per page
 * type (the headline), first-load sizes, bytes to render, Lighthouse. Each step writes its own section of
 * bench/RESULTS.md. BENCH_SKIP_BUILD=1 reuses the builds.
 */
import {spawnSync} from 'node:child_process';

const steps = ['bench:build', 'bench:reader', 'bench:size', 'bench:main', 'bench:transfer', 'bench:lighthouse'].filter(
  (step) => !(step === 'bench:build' && process.env.BENCH_SKIP_BUILD === '1'),
);
for (const step of steps) {
  console.log(`\n=== npm run ${step}`);
  const result = spawnSync('npm', ['run', step], {stdio: 'inherit'});
  if (result.status !== 0) {
    console.error(`npm run ${step} failed (${result.status}); the following steps still run on the builds in place`);
  }
}
