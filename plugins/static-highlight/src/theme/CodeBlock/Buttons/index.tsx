/**
 * The copy and word-wrap buttons of a code block (the stock ones), drawn when the browser is idle after the
 * block appears instead of in the render that follows hydration. The stock buttons are browser-only and
 * invisible until the block is pointed at or focused; drawn all at once they made one long task of every
 * block's buttons (a page of twins has thirty). Each block now draws its own in a short task of its own.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-init/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';

/** Runs `callback` when the browser is idle (at the latest after `timeout` ms); returns a cancel function. */
function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, {timeout});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

export default function IdleCodeBlockButtons(props: Props): ReactNode {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true), 2000), []);
  return ready ? <Buttons {...props} /> : null;
}
