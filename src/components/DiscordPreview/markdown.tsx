/**
 * The part of Discord's message markdown the examples use, drawn as React nodes (never as HTML strings):
 * headings (#, ##, ###), subtext (-#), list items, quotes, **bold**, *italic*, __underline__, ~~strike~~,
 * `code`, and mentions / timestamps as pills. Run-time values ({expr}) travel through the text as markers
 * and come out as placeholders showing their expression.
 */
import React, {type ReactNode} from 'react';
import type {TextPart} from '../../../plugins/discord-preview/src/public';
import styles from './styles.module.css';

const OPEN = '\uE000';
const CLOSE = '\uE001';

function encode(parts: TextPart[]): {text: string; exprs: string[]} {
  const exprs: string[] = [];
  const text = parts.map((p) => (typeof p === 'string' ? p : `${OPEN}${exprs.push(p.expr) - 1}${CLOSE}`)).join('');
  return {text, exprs};
}

function withValues(text: string, exprs: string[], key: string): ReactNode[] {
  return text.split(new RegExp(`${OPEN}(\\d+)${CLOSE}`)).map((piece, i) =>
    i % 2 === 1 ? (
      <span key={`${key}v${i}`} className={styles.runtime} title="Computed when the command runs">
        {exprs[Number(piece)]}
      </span>
    ) : (
      piece
    ),
  );
}

const INLINE = /(\*\*[^*]+\*\*|__[^_]+__|~~[^~]+~~|`[^`]+`|\*[^*\s][^*]*\*|_[^_\s][^_]*_|<@[!&]?[^>]+>|<#[^>]+>|<t:[^>]+>)/;

function inline(text: string, exprs: string[], key: string): ReactNode[] {
  return text.split(INLINE).map((token, i) => {
    const k = `${key}i${i}`;
    if (i % 2 === 0) return <React.Fragment key={k}>{withValues(token, exprs, k)}</React.Fragment>;
    if (token.startsWith('**')) return <strong key={k}>{inline(token.slice(2, -2), exprs, k)}</strong>;
    if (token.startsWith('__')) return <u key={k}>{inline(token.slice(2, -2), exprs, k)}</u>;
    if (token.startsWith('~~')) return <s key={k}>{inline(token.slice(2, -2), exprs, k)}</s>;
    if (token.startsWith('`'))
      return (
        <code key={k} className={styles.inlineCode}>
          {withValues(token.slice(1, -1), exprs, k)}
        </code>
      );
    if (token.startsWith('<@'))
      return (
        <span key={k} className={styles.mention}>
          @{token.startsWith('<@&') ? 'role' : 'user'}
        </span>
      );
    if (token.startsWith('<#'))
      return (
        <span key={k} className={styles.mention}>
          #channel
        </span>
      );
    if (token.startsWith('<t:'))
      return (
        <span key={k} className={styles.timestamp}>
          {token.endsWith(':R>') ? 'some time ago' : 'a date'}
        </span>
      );
    return <em key={k}>{inline(token.slice(1, -1), exprs, k)}</em>;
  });
}

/** Message text as Discord lays it out, one block per line. */
export function Markdown({parts}: {parts: TextPart[]}): ReactNode {
  const {text, exprs} = encode(parts);
  return (
    <div className={styles.markdown}>
      {text.split('\n').map((line, i) => {
        const k = `l${i}`;
        let m: RegExpExecArray | null;
        if ((m = /^(#{1,3}) (.*)$/.exec(line))) {
          const Tag = (['h1', 'h2', 'h3'] as const)[m[1]!.length - 1]!;
          // Headings inside the drawing are not headings of the page.
          return (
            <div key={k} className={styles[Tag]} role="presentation">
              {inline(m[2]!, exprs, k)}
            </div>
          );
        }
        if ((m = /^-# (.*)$/.exec(line)))
          return (
            <div key={k} className={styles.subtext}>
              {inline(m[1]!, exprs, k)}
            </div>
          );
        if ((m = /^[-*] (.*)$/.exec(line)))
          return (
            <div key={k} className={styles.listItem}>
              {inline(m[1]!, exprs, k)}
            </div>
          );
        if ((m = /^> (.*)$/.exec(line)))
          return (
            <div key={k} className={styles.quote}>
              {inline(m[1]!, exprs, k)}
            </div>
          );
        if (line === '') return <div key={k} className={styles.blank} />;
        return <div key={k}>{inline(line, exprs, k)}</div>;
      })}
    </div>
  );
}
