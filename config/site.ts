/** Site-wide constants shared by the config, the home page and the tests. */
export const SITE_TITLE = 'CommandKit';
export const SITE_TAGLINE = 'Discord bots with discord.js, minus the boilerplate: file-based commands, events, JSX and plugins.';
export const GITHUB_URL = 'https://github.com/underctrl-io/commandkit';
export const DISCORD_URL = 'https://ctrl.lol/discord';
export const NPM_URL = 'https://www.npmjs.com/package/commandkit';

/** Bump the id whenever the announcement text changes, so readers who closed the old one see the new one. */
export const ANNOUNCEMENT = {
  id: 'v1-guide-2025-09',
  content:
    'CommandKit 1.x documentation is here. Coming from 0.1.10? Read the <a href="/docs/guide/advanced/migrating-from-v0">migration guide</a>.',
  isCloseable: true,
} as const;

/**
 * Broken links fail the build. Only while iterating locally on half-written pages can the check be
 * downgraded with SITE_LINK_CHECK=warn; CI never sets it.
 */
export function linkCheckSeverity(env: NodeJS.ProcessEnv): 'throw' | 'warn' {
  return env.SITE_LINK_CHECK === 'warn' && env.CI !== 'true' ? 'warn' : 'throw';
}
