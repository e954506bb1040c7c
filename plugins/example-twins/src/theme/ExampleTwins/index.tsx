/**
 * A TypeScript example and its JavaScript twin (made at build time by plugins/example-twins), with the switch.
 * Which one shows is decided by CSS from <html data-example-language>, so every block of the page changes at
 * once and the server-rendered page already shows the stored choice. The button keeps its place on screen
 * when the blocks above it change height.
 */
import React, {Children, useSyncExternalStore, type ReactNode} from 'react';
import type {ExampleLanguage} from '../../language';
import {getLanguage, getServerLanguage, setLanguage, subscribe} from './store';
import styles from './styles.module.css';

const LABELS: Record<ExampleLanguage, string> = {ts: 'TypeScript', js: 'JavaScript'};

export default function ExampleTwins({children}: {children: ReactNode}): ReactNode {
  const [typescript, javascript] = Children.toArray(children);
  const language = useSyncExternalStore(subscribe, getLanguage, getServerLanguage);
  const choose = (next: ExampleLanguage, button: HTMLElement) => {
    const before = button.getBoundingClientRect().top;
    setLanguage(next);
    const shift = button.getBoundingClientRect().top - before;
    if (shift !== 0) window.scrollBy(0, shift);
  };
  return (
    <div className={styles.twins}>
      <div className={styles.switch} role="group" aria-label="Example language">
        {(['ts', 'js'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={styles.option}
            data-example-language-option={option}
            aria-pressed={language === option}
            onClick={(event) => choose(option, event.currentTarget)}>
            {LABELS[option]}
          </button>
        ))}
      </div>
      <div className={styles.typescript} data-example-twin="ts">
        {typescript}
      </div>
      <div className={styles.javascript} data-example-twin="js">
        {javascript}
      </div>
    </div>
  );
}
