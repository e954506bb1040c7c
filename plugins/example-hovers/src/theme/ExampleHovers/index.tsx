/**
 * The hovers of a page's examples (plugins/example-hovers): rendered once at the end of a page whose example
 * identifiers carry `data-hover` (a table index). It draws nothing and loads nothing until the reader first
 * points at or focuses such an identifier; then the small tooltip module (../../client/tooltip) is
 * downloaded and takes over. The table itself travels with the page, in this element's props.
 */
import {useEffect, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {expandEntry, type HoverEntry} from '../../hovers';
import './styles.css';

function parseTable(table: string): HoverEntry[] {
  try {
    const rows: unknown = JSON.parse(table);
    return Array.isArray(rows) ? rows.map((row) => expandEntry(row) ?? {text: ''}) : [];
  } catch {
    return [];
  }
}

export default function ExampleHovers({table}: {table: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const baseUrl = siteConfig.baseUrl;
  useEffect(() => {
    let detach: (() => void) | undefined;
    let cancelled = false;
    const onFirst = (event: Event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-hover]') : null;
      if (!target) return;
      document.removeEventListener('pointerover', onFirst);
      document.removeEventListener('focusin', onFirst);
      void import('../../client/tooltip').then(({attachHovers}) => {
        if (cancelled) return;
        detach = attachHovers(document, parseTable(table), baseUrl, target, event.type === 'focusin');
      });
    };
    document.addEventListener('pointerover', onFirst);
    document.addEventListener('focusin', onFirst);
    return () => {
      cancelled = true;
      document.removeEventListener('pointerover', onFirst);
      document.removeEventListener('focusin', onFirst);
      detach?.();
    };
  }, [table, baseUrl]);
  return null;
}
