#!/usr/bin/env bash
# 0.1.10 CLI claims (commandkit-config, using-cli), run with Node 20 in an empty folder whose node_modules holds
# commandkit@0.1.10 and discord.js 14 (a link to the one check:known-issues installs is enough).
set -u
CLI=node_modules/commandkit/bin/index.mjs
strip() { sed 's/\x1b\[[0-9;]*m//g' | grep -v 'V8\|trace-warnings'; }
echo '{"type":"module"}' > package.json
mkdir -p src
cat > src/index.js <<'JS'
console.log('ENV', JSON.stringify({NODE_ENV: process.env.NODE_ENV, COMMANDKIT_DEV: process.env.COMMANDKIT_DEV, COMMANDKIT_PRODUCTION: process.env.COMMANDKIT_PRODUCTION, COMMANDKIT_PROD: process.env.COMMANDKIT_PROD, FROM_DOTENV: process.env.FROM_DOTENV, execArgv: process.execArgv}));
console.log('anti-crash listeners', process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection'), 'require', typeof require);
const { getConfig } = await import('commandkit');
console.log('getConfig in bot', JSON.stringify(getConfig()));
JS
echo '{"src":"src","main":"json-main.js"}' > commandkit.json
printf "import { defineConfig } from 'commandkit';\nexport default defineConfig({ src: 'src', main: 'index.js', nodeOptions: ['--trace-warnings'] });\n" > commandkit.config.mjs
echo '== commandkit.json is read before commandkit.config.mjs (its main is missing)'; node $CLI build 2>&1 | strip | tail -1; node $CLI start 2>&1 | strip | tail -1
rm commandkit.json; echo FROM_DOTENV=file > .env
echo '== build'; node $CLI build 2>&1 | strip | tail -2; head -c 300 dist/index.js; echo
echo '== start (.env wins over the shell)'; FROM_DOTENV=shell node $CLI start 2>&1 | strip
rm .env; echo '== start without .env'; node $CLI start 2>&1 | strip | head -3
echo '== dev'; timeout 12 node $CLI dev 2>&1 | strip | grep -E 'ENV|anti-crash'
mv commandkit.config.mjs good.mjs
echo "import nope from 'does-not-exist'; export default {}" > commandkit.config.mjs
echo '== a config that throws'; node $CLI build 2>&1 | strip | tail -1; rm commandkit.config.mjs
printf "export default { src: 'src', main: 'index.js' }\n" > commandkit.config.ts
echo '== only commandkit.config.ts'; node $CLI build 2>&1 | strip | tail -1; rm commandkit.config.ts; mv good.mjs commandkit.config.mjs
echo '== defineConfig without main'; node -e "import('commandkit').then((m) => { try { m.defineConfig({ src: 'src' }); console.log('no throw'); } catch (e) { console.log('threw', e.message); } })"
