/**
 * `@commandkit/workflow`'s build writes the HTTP handler the bot loads into the installed package
 * (`dist/public-handler.js`), holding the absolute file URLs of the bundles it made in
 * `<distDir>/.compiled-workflows/`. Page projects are built in a temporary folder and run from a copy, so before a
 * run the handler is written again, from the package's own template (`dist/handler.js`) and the same three
 * replacements the build makes, for the copy's bundles.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';

const BUNDLES = {workflowPath: 'workflows.js', stepsPath: 'steps.js', webhookPath: 'webhook.js'} as const;

/** Points the installed plugin's handler at `<buildDir>/.compiled-workflows`; false when there is nothing to point. */
export function pointWorkflowHandlerAt(consumerDir: string, buildDir: string): boolean {
  const dist = join(consumerDir, 'node_modules', '@commandkit', 'workflow', 'dist');
  const compiled = join(buildDir, '.compiled-workflows');
  if (!existsSync(compiled) || !existsSync(join(dist, 'handler.js'))) return false;
  let source = readFileSync(join(dist, 'handler.js'), 'utf8');
  for (const [placeholder, file] of Object.entries(BUNDLES))
    source = source.replace(`{{${placeholder}}}`, pathToFileURL(join(compiled, file)).href);
  writeFileSync(join(dist, 'public-handler.js'), source);
  return true;
}
