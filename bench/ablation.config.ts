/**
 * The site config without the plugins named in ABLATE (comma-separated parts of their paths), to measure
 * what a plugin still buys: `ABLATE=route-sections npx docusaurus build --config bench/ablation.config.ts
 * --out-dir <folder>`, then `bench/reader-bytes.ts` on that folder (bench/RESULTS.md, "Reader weight").
 */
import type {Config} from '@docusaurus/types';
import config from '../docusaurus.config';

const drop = (process.env.ABLATE ?? '').split(',').filter(Boolean);

const ablated: Config = {
  ...config,
  plugins: (config.plugins ?? []).filter((plugin) => !drop.some((name) => JSON.stringify(plugin).includes(name))),
};

export default ablated;
