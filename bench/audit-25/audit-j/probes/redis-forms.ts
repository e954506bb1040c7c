// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// The Redis set-up of the mutex, semaphore and rate-limit pages as they were written (import from @commandkit/redis),
// in a bot whose src/app.ts imports it; then the same storages loaded from their own files.
import {startOfflineBot} from '#support';
import {claim, errorOf} from './support.js';

const APP = (module: string) =>
  `import './${module}';\nimport { Client } from 'discord.js';\nexport default new Client({ intents: ['Guilds'] });\n`;

export default async function (ctx: {redisUrl: string; cwd: string}) {
  const port = new URL(ctx.redisUrl).port;
  process.env.REDIS_HOST = '127.0.0.1';
  // the three modules exactly as the pages showed them (host from REDIS_HOST, default port redirected below)
  const asWritten: Record<string, string> = {
    'src/locks.ts': `import { RedisCache, RedisMutexStorage } from '@commandkit/redis';\nimport { defaultMutex } from 'commandkit/mutex';\nconst { redis } = new RedisCache({ host: process.env.REDIS_HOST ?? '127.0.0.1', port: ${port} });\ndefaultMutex.setStorage(new RedisMutexStorage(redis));\n`,
    'src/semaphores.ts': `import { RedisCache, RedisSemaphoreStorage } from '@commandkit/redis';\nimport { createSemaphore } from 'commandkit/semaphore';\nconst { redis } = new RedisCache({ host: process.env.REDIS_HOST ?? '127.0.0.1', port: ${port} });\nconst storage = new RedisSemaphoreStorage(redis);\nexport const outbound = createSemaphore({ permits: 3, timeout: 15_000, storage });\nexport const outboundReady = storage.initialize('github-api', 3);\n`,
    'src/limits.ts': `import { RedisCache, RedisRateLimitStorage } from '@commandkit/redis';\nexport const storage = (redis) => new RedisRateLimitStorage(redis);\nconst { redis } = new RedisCache({ host: process.env.REDIS_HOST ?? '127.0.0.1', port: ${port} });\nexport { redis };\n`,
  };
  for (const [file, code] of Object.entries(asWritten)) {
    const module = file.replace(/^src\//, '').replace(/\.ts$/, '');
    const sub = `${ctx.cwd}/${module}`;
    const {mkdirSync} = await import('node:fs');
    mkdirSync(sub, {recursive: true});
    claim(
      `as written: bot whose app.ts imports ${file}`,
      await errorOf(() => startOfflineBot({...ctx, cwd: sub}, {'src/app.ts': APP(module), [file]: code})),
    );
  }
}
