/**
 * The worker's build-time values. This file gives them their types and the values unit tests use; the plugin
 * writes the build's own `config.js` beside the compiled worker files (index.ts, `workerConfigModule`), and the
 * worker bundle imports that one.
 */
export const CONFIG = {baseUrl: '/', pageLimit: 500, assetLimit: 2000};

/** Files the plugin's precache holds (paths below the build folder). */
export const PRECACHED: readonly string[] = [];
