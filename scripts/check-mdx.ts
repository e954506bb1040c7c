/**
 * Compiles MDX pages one by one so that a writer learns about a syntax error in seconds,
 * without a full site build. Usage: `npm run check:mdx -- [files or folders...]`
 * (defaults to every page of both versions).
 */
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {readFile} from 'node:fs/promises';
import {listPages} from '../plugins/shared/pages';

async function main(): Promise<void> {
  const targets = process.argv.slice(2);
  const files = await listPages(targets.length > 0 ? targets : ['docs', 'versioned_docs']);
  let failures = 0;
  for (const file of files) {
    const source = await readFile(file, 'utf8');
    try {
      await compile(
        {path: file, value: source},
        {format: file.endsWith('.md') ? 'md' : 'mdx', remarkPlugins: [remarkGfm, remarkDirective]},
      );
    } catch (error) {
      failures += 1;
      const message = error instanceof Error ? error.message : String(error);
      console.error(`✗ ${file}: ${message}`);
    }
  }
  console.log(`${files.length - failures} of ${files.length} pages compile`);
  process.exitCode = failures > 0 ? 1 : 0;
}

void main();
