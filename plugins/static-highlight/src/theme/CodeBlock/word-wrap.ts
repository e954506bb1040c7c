/**
 * A code block's word-wrap state, what the stock `useCodeWordWrap` hands the block's context, without its cost
 * while a page hydrates. The stock hook measures each block in an effect (a forced layout per block, in the
 * task that hydrates the page) and passes its observer options through theme-common's useShallowMemoObject,
 * whose first `localeCompare` builds the collator then. Here a ResizeObserver reports each block's size after
 * the browser has laid it out, so whether the code overflows is read from a clean layout. It also notices a
 * block that appears (a tab shown, the other language of an example twin chosen, a window resized), which the
 * stock hook watched for tabs only. Wrapping or unwrapping changes the block's height, which the observer
 * reports too.
 */
import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';

export interface WordWrap {
  readonly codeBlockRef: RefObject<HTMLPreElement>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
}

/** Whether a block's code is wider than the block, or already wrapped (then the button must stay to unwrap it). */
export function overflows(block: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'querySelector'>): boolean {
  return block.scrollWidth > block.clientWidth || block.querySelector('code')?.hasAttribute('style') === true;
}

export function useObservedCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null) as RefObject<HTMLPreElement>;

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    // A hidden block (display: none) has no box: keep what was known until it is shown.
    if (block && block.clientWidth > 0) setIsCodeScrollable(overflows(block));
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and strings wrap too, so a wrapped block never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block || typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(block);
    return () => observer.disconnect();
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
