/**
 * "Copy page": puts the page's Markdown twin on the clipboard. Loaded on first use (the menu's first open).
 * Where the browser accepts a pending clipboard item, the copy is requested within the click itself (Safari
 * refuses a clipboard write once the click's activation is spent on a download); else the text is written
 * when it arrives.
 */
import {copyText} from '../../../plugins/shared/clipboard';

async function twinText(url: string): Promise<string> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

export async function copyTwin(url: string): Promise<void> {
  const text = twinText(url);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch (error) {
      await text; // a failed download is the error to report, not the clipboard's
      if (!navigator.clipboard.writeText) throw error;
    }
  }
  await copyText(await text);
}
