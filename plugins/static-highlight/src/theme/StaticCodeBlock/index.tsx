/**
 * A static code block (../../static-code, written into the page by ../../remark-static-code): the stock code
 * block's markup and classes (container, title, <pre>, the copy and word-wrap buttons), with the lines and their
 * colours made at build time. The buttons are the stock ones in look and behaviour, drawn once the page is in
 * the browser as the stock block draws them; the copy button copies the lines as shown.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import IconWordWrap from '@theme/Icon/WordWrap';
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import buttonsStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
import copyStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/styles.module.css';
import wrapStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/WordWrapButton/styles.module.css';
import {copyText} from '../../../../shared/clipboard';
import {useObservedCodeWordWrap} from '../CodeBlock/word-wrap';

export interface Props {
  /** Lower-case language name (the `language-*` class). */
  language: string;
  title?: string;
  /** The inner HTML of <code>. */
  html: string;
  /** The rules that colour it in both colour modes. */
  css: string;
}

/** The code as the reader sees it: one line per `token-line`. */
function shownCode(pre: HTMLPreElement | null): string {
  return Array.from(pre?.querySelectorAll('.token-line') ?? [], (line) => line.textContent ?? '').join('\n');
}

function Buttons({wordWrap}: {wordWrap: ReturnType<typeof useObservedCodeWordWrap>}): ReactNode {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = (): void => {
    copyText(shownCode(wordWrap.codeBlockRef.current)).then(
      () => {
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), 1000);
      },
      () => undefined,
    );
  };
  return (
    <div className={buttonsStyles.buttonGroup}>
      {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
        <button
          type="button"
          className={`clean-btn${wordWrap.isEnabled ? ` ${wrapStyles.wordWrapButtonEnabled}` : ''}`}
          onClick={wordWrap.toggle}
          aria-label="Toggle word wrap"
          title="Toggle word wrap">
          <IconWordWrap className={wrapStyles.wordWrapButtonIcon} aria-hidden="true" />
        </button>
      )}
      <button
        type="button"
        className={`clean-btn${copied ? ` ${copyStyles.copyButtonCopied}` : ''}`}
        onClick={copy}
        aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
        title="Copy">
        <span className={copyStyles.copyButtonIcons} aria-hidden="true">
          <IconCopy className={copyStyles.copyButtonIcon} />
          <IconSuccess className={copyStyles.copyButtonSuccessIcon} />
        </span>
      </button>
    </div>
  );
}

export default function StaticCodeBlock({language, title, html, css}: Props): ReactNode {
  const wordWrap = useObservedCodeWordWrap();
  // The stock buttons are not in the server's HTML (they need the browser); drawn after hydration likewise.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return (
    <div className={`language-${language} static-code-block ${containerStyles.codeBlockContainer} theme-code-block`}>
      <style dangerouslySetInnerHTML={{__html: css}} />
      {title && <div className={layoutStyles.codeBlockTitle}>{title}</div>}
      <div className={layoutStyles.codeBlockContent}>
        <pre
          ref={wordWrap.codeBlockRef}
          tabIndex={0}
          className={`prism-code language-${language} ${contentStyles.codeBlock} thin-scrollbar`}>
          <code className={contentStyles.codeBlockLines} dangerouslySetInnerHTML={{__html: html}} />
        </pre>
        {inBrowser && <Buttons wordWrap={wordWrap} />}
      </div>
    </div>
  );
}
