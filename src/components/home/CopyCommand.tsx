import React, {useState, type ReactNode} from 'react';
import {copyText} from '../../../plugins/shared/clipboard';
import styles from './home.module.css';

/** A shell command with a button that copies it, announcing the result to screen readers. */
export default function CopyCommand({command}: {command: string}): ReactNode {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy(): Promise<void> {
    try {
      await copyText(command);
      setStatus('copied');
    } catch {
      // The browser can refuse both the Clipboard API and the copy command: say so instead of failing silently.
      setStatus('failed');
    }
  }

  const label = status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy';
  return (
    <div className={styles.copyCommand}>
      <code className={styles.copyCommandText}>
        <span aria-hidden="true" className={styles.prompt}>
          ${' '}
        </span>
        {command}
      </code>
      <button type="button" className={styles.copyButton} onClick={copy} aria-label={`Copy command: ${command}`}>
        {label}
      </button>
      <span className="sr-only" role="status" aria-live="polite">
        {status === 'copied' ? 'Command copied to the clipboard' : status === 'failed' ? 'Could not copy the command' : ''}
      </span>
    </div>
  );
}
