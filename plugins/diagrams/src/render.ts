/**
 * Renders one fenced `mermaid` block to a static SVG and its text alternative, at build time, with
 * beautiful-mermaid (pure JavaScript: no browser, no DOM). Colours are the theme's CSS variables, so one
 * SVG reads right in both colour modes and follows a switch without re-rendering.
 */
import {createHash} from 'node:crypto';
import type {RenderOptions} from 'beautiful-mermaid';
import {beautifulMermaid} from './renderer';
import {describeFlowchart, describeSequence, plainLabel} from './describe';
import {scopeSvg} from './scope-svg';
import {hoistNodeLabels} from './hoist-labels';

export interface RenderedDiagram {
  svg: string;
  /** What a screen reader announces for the figure. */
  alt: string;
}

/** Colours from Infima's variables (they change with `[data-theme]`); edge labels use a readable grey. */
export const DIAGRAM_COLOURS: RenderOptions = {
  bg: 'var(--ifm-background-color)',
  fg: 'var(--ifm-font-color-base)',
  muted: 'var(--ifm-color-emphasis-700)',
  transparent: true,
};

const ACC_DESCR = /^\s*accDescr\s*:\s*(.+)$/m;
const ACC_TITLE = /^\s*accTitle\s*:\s*(.+)$/m;

/** The diagram's kind: its first non-empty line's first word. */
export function diagramKind(source: string): string {
  return source.trim().split(/\s+/)[0] ?? '';
}

/** An author's own text alternative (`accTitle:` / `accDescr:` lines), else one made from the diagram. */
export function describeDiagram(source: string): string {
  const title = ACC_TITLE.exec(source)?.[1]?.trim();
  const description = ACC_DESCR.exec(source)?.[1]?.trim();
  if (title || description) {
    return [title, description].filter(Boolean).join('. ');
  }
  const kind = diagramKind(source);
  if (kind === 'sequenceDiagram') return describeSequence(source);
  if (kind === 'flowchart' || kind === 'graph' || kind.startsWith('stateDiagram')) {
    return describeFlowchart(beautifulMermaid().parseMermaid(kindNeedsHoisting(source) ? hoistNodeLabels(source) : source));
  }
  return `Diagram: ${plainLabel(source.split('\n').slice(1).join(' ')).slice(0, 300)}`;
}

/** A class name unique to the diagram's source (stable across builds). */
export function diagramClassName(source: string): string {
  return `mmd-${createHash('sha256').update(source).digest('hex').slice(0, 8)}`;
}

function kindNeedsHoisting(source: string): boolean {
  const kind = diagramKind(source);
  return kind === 'flowchart' || kind === 'graph';
}

export function renderDiagram(source: string): RenderedDiagram {
  const drawable = source.replace(ACC_TITLE, '').replace(ACC_DESCR, '');
  const svg = beautifulMermaid().renderMermaidSVG(kindNeedsHoisting(drawable) ? hoistNodeLabels(drawable) : drawable, DIAGRAM_COLOURS);
  return {svg: scopeSvg(svg, diagramClassName(source)), alt: describeDiagram(source)};
}
