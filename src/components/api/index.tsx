/**
 * Components used by the generated API reference pages (plugins/api-reference).
 * Props are compact on purpose (pages carry them inline): a code segment is a plain string or
 * [text, href]; hrefs starting with "/" are site links, others are external.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
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

/**
 * A parameter's description, written in the page's MDX as a child of <ApiSignature> or <ApiParams>
 * (so it is Markdown, with links checked by the build); the table puts it in the parameter's row.
 */
export function ApiParam({children}: {n: string; children?: ReactNode}): ReactNode {
  return children;
}

/** Descriptions by parameter name, from <ApiParam n="..."> children. */
function parameterDescriptions(children: ReactNode): Map<string, ReactNode> {
  const byName = new Map<string, ReactNode>();
  React.Children.forEach(children, (child) => {
    if (React.isValidElement<{n?: unknown; children?: ReactNode}>(child) && typeof child.props.n === 'string') {
      byName.set(child.props.n, child.props.children);
    }
  });
  return byName;
}

/** A parameter table: name (optional / rest), type, default, description. */
export function ApiParams({p, children}: {p: ParamRow[]; children?: ReactNode}): ReactNode {
  const descriptions = parameterDescriptions(children);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>Parameter</th>
          <th>Type</th>
          <th>Default</th>
          <th>Description</th>
        </tr>
      </thead>
      <tbody>
        {p.map(([name, type, flags, def]) => (
          <tr key={name}>
            <td data-label="Parameter">
              <code>
                {flags.includes('r') ? '...' : ''}
                {name}
              </code>
              {flags.includes('o') && <span className={styles.flag}>optional</span>}
            </td>
            <td data-label="Type">
              <ApiType t={type} />
            </td>
            <td data-label="Default">{def !== null ? <code>{def}</code> : '—'}</td>
            <td data-label="Description" className={styles.description}>
              {descriptions.get(name) ?? '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A call signature: code line, then type parameters, parameters (described by <ApiParam> children) and return type. */
export function ApiSignature({s, children}: {s: SignatureProps; children?: ReactNode}): ReactNode {
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
                <td data-label="Type parameter">
                  <code>{name}</code>
                </td>
                <td data-label="Constraint">{constraint ? <ApiType t={constraint} /> : '—'}</td>
                <td data-label="Default">{def ? <ApiType t={def} /> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {s.p && s.p.length > 0 && <ApiParams p={s.p}>{children}</ApiParams>}
      <p className={styles.returns}>
        <strong>Returns</strong> <ApiType t={s.r} />
      </p>
    </div>
  );
}

const FLAG_BADGES: Record<string, string> = {deprecated: 'badge--warning', abstract: 'badge--info'};

/** [release label, href of its "What changed" page or null]. */
type ReleaseRef = [label: string, href: string | null];

export interface HistoryProps {
  /** The release that added it (absent: it was in the oldest release covered). */
  a?: ReleaseRef;
  /** Each release that changed its signature: label, href, signature before, signature after. */
  c?: Array<[label: string, href: string | null, before: string, after: string]>;
}

function Release({r: [label, href]}: {r: ReleaseRef}): ReactNode {
  return href ? <Link to={href}>{label}</Link> : label;
}

/** A signature before and after a change (or, with only `a`, one declaration); `n` names the member. */
export function ApiDiff({b, a, n}: {b?: string; a: string; n?: string}): ReactNode {
  return (
    <div className={styles.diff}>
      {n && <code className={styles.diffName}>{n}</code>}
      {b !== undefined && (
        <pre className={styles.diffBefore} aria-label="Before">
          <code>{b}</code>
        </pre>
      )}
      <pre className={b !== undefined ? styles.diffAfter : styles.code} aria-label={b !== undefined ? 'After' : undefined}>
        <code>{a}</code>
      </pre>
    </div>
  );
}

/** "Added in <release>" and one collapsed "Changed in <release>" per signature change, before and after. */
export function ApiHistory({h}: {h: HistoryProps}): ReactNode {
  return (
    <div className={styles.history}>
      {h.a && (
        <p className={styles.historyLine}>
          Added in <Release r={h.a} />
        </p>
      )}
      {(h.c ?? []).map(([label, href, before, after]) => (
        <details key={label} className={styles.historyChange}>
          {/* The summary is the control: a link inside it would be a control nested in a control. */}
          <summary>Changed in {label}</summary>
          <ApiDiff b={before} a={after} />
          {href && (
            <p className={styles.historyLine}>
              <Link to={href}>What changed in {label}</Link>
            </p>
          )}
        </details>
      ))}
    </div>
  );
}

/**
 * Under a member heading: its modifiers as badges, a link to its declaration (`n`: the member, for the link's
 * accessible name) and its release history (`h`).
 */
export function ApiMemberMeta({f, src, n, h}: {f?: string[]; src?: string; n?: string; h?: HistoryProps}): ReactNode {
  const meta = (
    <p className={styles.memberMeta}>
      {(f ?? []).map((flag) => (
        <span key={flag} className={`badge ${FLAG_BADGES[flag] ?? 'badge--secondary'} ${styles.badge}`}>
          {flag}
        </span>
      ))}
      {src && (
        <a className={styles.sourceLink} href={src} target="_blank" rel="noopener noreferrer" aria-label={n ? `Source of ${n}` : undefined}>
          Source
        </a>
      )}
    </p>
  );
  return h ? (
    <>
      {(f?.length || src) && meta}
      <ApiHistory h={h} />
    </>
  ) : (
    meta
  );
}

/** The id in the URL's hash, decoded ('' when none). */
function hashId(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return window.location.hash.slice(1);
  }
}

/**
 * Members inherited from one base, collapsed. It opens by itself when the URL's hash names a heading inside
 * it (a link from the table of contents or a search result), so an anchor never lands on hidden text.
 */
export function ApiInherited({from, href, count, children}: {from: string; href?: string; count: number; children?: ReactNode}): ReactNode {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const reveal = () => {
      const details = ref.current;
      const id = hashId();
      if (!details || !id || details.open) return;
      const target = document.getElementById(id);
      if (target && details.contains(target)) {
        details.open = true;
        target.scrollIntoView();
      }
    };
    reveal();
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, []);
  return (
    <details ref={ref} className={styles.inherited}>
      <summary>
        Inherited from {href ? <Link to={href}>{from}</Link> : <code>{from}</code>} ({count})
      </summary>
      <div className={styles.inheritedBody}>{children}</div>
    </details>
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
