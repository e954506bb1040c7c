/**
 * Driving the search dialog of a served build in Chromium, shared by the search benchmarks: open it with the
 * full index loaded, and type queries key by key, timing each keystroke until its results have settled.
 */
import type {Page} from 'playwright-core';

declare global {
  interface Window {
    __keyAt: number;
    __lastMutation: number;
  }
}

const INPUT = '.DocSearch-Input';

/** Opens the dialog on the page at `url` and waits for the full index, not the quick one that answers first. */
export async function openDialogWithFullIndex(page: Page, url: string): Promise<void> {
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.hover('.navbar .DocSearch-Button');
  await page.click('.navbar .DocSearch-Button');
  await page.waitForSelector(INPUT);
  await page.keyboard.type('warm');
  await page.waitForSelector('.DocSearch-Hits, .DocSearch-NoResults');
  await page.waitForFunction(() => performance.getEntriesByName('local-search:full').length > 0, undefined, {polling: 10, timeout: 30_000});
}

/**
 * Notes each keydown in the input and the modal's last DOM change. The observer's callback is marked
 * `benchOwn`, so a profile can tell the bench's own work from the page's.
 */
export async function watchKeystrokes(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__keyAt = 0;
    window.__lastMutation = 0;
    document.querySelector('.DocSearch-Input')?.addEventListener('keydown', () => (window.__keyAt = performance.now()), {capture: true});
    // Unnamed on purpose: the compiler would wrap a named function in a helper the page does not have.
    new MutationObserver(Object.assign(() => (window.__lastMutation = performance.now()), {benchOwn: true})).observe(
      document.querySelector('.DocSearch-Modal') as Node,
      {subtree: true, childList: true, characterData: true, attributes: true},
    );
  });
}

/** One keystroke, in ms since the epoch: the keydown, the client's answer to it, the end of the modal's rendering. */
export interface Keystroke {
  key: number;
  answer: number;
  end: number;
}

/**
 * Clears the input and types `query` a key at a time (after watchKeystrokes); after each key, waits until the
 * client has answered it and the modal has not changed for `quietMs`.
 */
export async function typeQuery(page: Page, query: string, quietMs: number): Promise<Keystroke[]> {
  const keystrokes: Keystroke[] = [];
  await page.fill(INPUT, '');
  await page.waitForTimeout(80);
  for (const char of query) {
    await page.keyboard.type(char);
    const handle = await page.waitForFunction(
      (quiet) => {
        const answers = performance.getEntriesByName('local-search:answer');
        const answer = answers.length > 0 ? answers[answers.length - 1].startTime : 0;
        if (answer < window.__keyAt || performance.now() - window.__lastMutation < quiet) {
          return false;
        }
        return [window.__keyAt, answer, Math.max(window.__lastMutation, answer)].map((ms) => ms + performance.timeOrigin);
      },
      quietMs,
      {polling: 5, timeout: 10_000},
    );
    const [key, answer, end] = (await handle.jsonValue()) as number[];
    keystrokes.push({key: key!, answer: answer!, end: end!});
  }
  return keystrokes;
}
