/**
 * A diagram drawn at build time (plugins/diagrams/src/remark.ts): the SVG as rendered, inside a figure
 * that screen readers announce as one image with the diagram's text alternative.
 */
import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

export interface Props {
  /** The SVG markup rendered at build time. */
  value: string;
  /** The text alternative. */
  alt: string;
}

export default function Mermaid({value, alt}: Props): ReactNode {
  return (
    <figure className={styles.diagram}>
      <div role="img" aria-label={alt} dangerouslySetInnerHTML={{__html: value}} />
    </figure>
  );
}
