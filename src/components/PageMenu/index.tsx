/**
 * The page menu of doc pages: Copy page, View as Markdown, Open in ChatGPT, Open in Claude.
 * A disclosure (a button that shows a list), not an ARIA menu: the items are ordinary links and one button, so
 * Tab, Enter and screen readers work as everywhere else; Escape and a click or focus outside close it. The
 * links are plain anchors rendered on the server (no code behind them); only copying needs code (copy.ts,
 * loaded on the first copy).
 * The button has a fixed size and the list floats above the page: nothing moves when either appears.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {assistantPrompt, chatGptUrl, claudeUrl, twinUrl} from './links';
import styles from './styles.module.css';

interface Props {
  permalink: string;
  versionLabel: string;
}

type Status = {kind: 'idle' | 'copying' | 'copied' | 'failed'; message: string};

const IDLE: Status = {kind: 'idle', message: ''};

export default function PageMenu({permalink, versionLabel}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const markdownPath = twinUrl(permalink);
  const markdownUrl = `${siteConfig.url.replace(/\/+$/, '')}${markdownPath}`;
  const prompt = assistantPrompt(markdownUrl, siteConfig.title, versionLabel);
  const {status, copy, resetStatus} = useCopyPage(markdownPath);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  }, []);
  useCloseOnOutside(open, root, close);

  return (
    <div
      ref={root}
      className={styles.menu}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) close(false);
      }}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          if (!open) resetStatus(); // a new visit to the list starts with "Copy page" again
          setOpen(!open);
        }}>
        Page options
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <MenuList listId={listId} open={open} status={status} copy={copy} markdownPath={markdownPath} prompt={prompt} />
      <span id={`${listId}-status`} role="status" aria-live="polite" className={status.kind === 'failed' ? styles.error : styles.status}>
        {status.message}
      </span>
    </div>
  );
}

/** While the list is open, Escape closes it (focus back on the button) and so does a pointer press outside the menu. */
function useCloseOnOutside(open: boolean, root: React.RefObject<HTMLDivElement | null>, close: (refocus: boolean) => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, root]);
}

/** Copying the page's Markdown twin, and the status line that says how it went (copy.ts loads on the first copy). */
function useCopyPage(markdownPath: string): {status: Status; copy: () => Promise<void>; resetStatus: () => void} {
  const [status, setStatus] = useState<Status>(IDLE);
  const copy = async () => {
    setStatus({kind: 'copying', message: 'Copying the page as Markdown…'});
    try {
      const {copyTwin} = await import('./copy');
      await copyTwin(markdownPath);
      setStatus({kind: 'copied', message: 'Page copied as Markdown.'});
    } catch {
      setStatus({kind: 'failed', message: 'Could not copy the page. Use "View as Markdown" and copy it from there.'});
    }
  };
  return {status, copy, resetStatus: () => setStatus(IDLE)};
}

interface MenuListProps {
  listId: string;
  open: boolean;
  status: Status;
  copy: () => Promise<void>;
  markdownPath: string;
  /** What the assistants are asked about the page. */
  prompt: string;
}

/** The list the button shows: copy, the Markdown twin, and the page opened in an assistant. */
function MenuList({listId, open, status, copy, markdownPath, prompt}: MenuListProps): ReactNode {
  return (
    <ul id={listId} className={styles.list} hidden={!open}>
      <li>
        <button type="button" className={styles.item} onClick={copy} aria-describedby={`${listId}-status`}>
          {status.kind === 'copied' ? 'Copied' : 'Copy page'}
          <span className={styles.hint}>Markdown for an assistant</span>
        </button>
      </li>
      <li>
        <a className={styles.item} href={markdownPath} type="text/markdown">
          View as Markdown
          <span className={styles.hint}>This page as plain text</span>
        </a>
      </li>
      <li>
        <a className={styles.item} href={chatGptUrl(prompt)} target="_blank" rel="noopener noreferrer">
          Open in ChatGPT
          <span className={styles.hint}>Ask about this page (new tab)</span>
        </a>
      </li>
      <li>
        <a className={styles.item} href={claudeUrl(prompt)} target="_blank" rel="noopener noreferrer">
          Open in Claude
          <span className={styles.hint}>Ask about this page (new tab)</span>
        </a>
      </li>
    </ul>
  );
}
