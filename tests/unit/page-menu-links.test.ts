import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {assistantPrompt, chatGptUrl, claudeUrl, twinUrl} from '../../src/components/PageMenu/links';

describe('page menu addresses', () => {
  it('the twin sits beside the page', () => {
    assert.equal(twinUrl('/docs/guide/commands/middlewares'), '/docs/guide/commands/middlewares.md');
    assert.equal(twinUrl('/docs/'), '/docs.md');
  });

  it('assistant links open a new chat whose prompt names the Markdown URL', () => {
    const prompt = assistantPrompt('https://commandkit.dev/docs/x.md', 'CommandKit', '1.x');
    assert.match(prompt, /https:\/\/commandkit\.dev\/docs\/x\.md/);
    assert.match(prompt, /CommandKit 1\.x/);
    for (const url of [chatGptUrl(prompt), claudeUrl(prompt)]) {
      assert.equal(new URL(url).searchParams.get('q'), prompt);
    }
    assert.equal(new URL(chatGptUrl(prompt)).host, 'chatgpt.com');
    assert.equal(new URL(claudeUrl(prompt)).host, 'claude.ai');
  });
});
