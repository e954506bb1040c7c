/**
 * Components used by the generated API reference pages (plugins/api-reference).
 * Props are compact on purpose (pages carry them inline): a code segment is a plain string or
 * [text, href]; hrefs starting with "/" are site links, others are external.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type Seg = string | [string, string];

export function ApiSegs({c}: {c: Seg[] | string}): ReactNode {
  if (typeof c === 'string') return c;
  return c.map((seg, i) => {
    if (typeof seg === 'string') return <React.Fragment key={i}>{seg}</React.Fragment>;
    const [text, href] = seg;
    return href.startsWith('/') ? (
      <Link key={i} to={href} className={styles.typeLink}>
        {text}
      </Link>
    ) : (
      <a key={i} href={href} className={styles.typeLink} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    );
  });
}

/** A block of code with linked type names (declaration lines, property types). */
export function ApiCode({c}: {c: Seg[]}): ReactNode {
  return (
    <pre className={styles.code}>
      <code>
        <ApiSegs c={c} />
      </code>
    </pre>
  );
}

/** Inline type. */
export function ApiType({t}: {t: Seg[] | null | undefined}): ReactNode {
  if (!t || t.length === 0) return null;
  return (
    <code className={styles.inlineType}>
      <ApiSegs c={t} />
    </code>
  );
}

type TypeParamRow = [name: string, constraint: Seg[] | null, defaultType: Seg[] | null];
type ParamRow = [name: string, type: Seg[], flags: string, defaultValue: string | null];

export interface SignatureProps {
  /** The signature as one code line. */
  c: Seg[];
  tp?: TypeParamRow[];
  p?: ParamRow[];
  r: Seg[];
}

/** A call signature: code line, then type parameters, parameters and return type. */
export function ApiSignature({s}: {s: SignatureProps}): ReactNode {
  return (
    <div className={styles.signature}>
      <ApiCode c={s.c} />
      {s.tp && s.tp.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Type parameter</th>
              <th>Constraint</th>
              <th>Default</th>
            </tr>
          </thead>
          <tbody>
            {s.tp.map(([name, constraint, def]) => (
              <tr key={name}>
                <td>
                  <code>{name}</code>
                </td>
                <td>{constraint ? <ApiType t={constraint} /> : '—'}</td>
                <td>{def ? <ApiType t={def} /> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {s.p && s.p.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Parameter</th>
              <th>Type</th>
              <th>Default</th>
            </tr>
          </thead>
          <tbody>
            {s.p.map(([name, type, flags, def]) => (
              <tr key={name}>
                <td>
                  <code>
                    {flags.includes('r') ? '...' : ''}
                    {name}
                  </code>
                  {flags.includes('o') && <span className={styles.flag}>optional</span>}
                </td>
                <td>
                  <ApiType t={type} />
                </td>
                <td>{def !== null ? <code>{def}</code> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={styles.returns}>
        <strong>Returns</strong> <ApiType t={s.r} />
      </p>
    </div>
  );
}

/** Kind + package badges at the top of an item page. */
export function ApiBadges({k, pkg, internal, deprecated}: {k: string; pkg: string; internal?: boolean; deprecated?: boolean}): ReactNode {
  return (
    <p className={styles.badges}>
      <span className={`badge badge--primary ${styles.badge}`}>{k}</span>
      <span className={`badge badge--secondary ${styles.badge}`}>{pkg}</span>
      {internal && <span className={`badge badge--info ${styles.badge}`}>not exported</span>}
      {deprecated && <span className={`badge badge--warning ${styles.badge}`}>deprecated</span>}
    </p>
  );
}
