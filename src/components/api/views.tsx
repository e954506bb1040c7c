/**
 * The API reference's page components, with named, typed props. The generated pages use them through the
 * adapters in index.tsx, which decode the compact props the pages carry (plugins/shared/api-page-props.ts).
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {HistoryView, ParameterRow, ReleaseRef, Seg, SignatureView} from '../../../plugins/shared/api-page-props';
import styles from './styles.module.css';

/** Code with linked names: a site link for an href starting with "/", else an external link. */
export function Segments({segments}: {readonly segments: readonly Seg[] | string}): ReactNode {
  if (typeof segments === 'string') return segments;
  return segments.map((seg, i) => {
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
export function CodeBlock({code}: {readonly code: readonly Seg[]}): ReactNode {
  return (
    <pre className={styles.code}>
      <code>
        <Segments segments={code} />
      </code>
    </pre>
  );
}

/** Inline type. */
export function InlineType({type}: {readonly type: readonly Seg[] | null | undefined}): ReactNode {
  if (!type || type.length === 0) return null;
  return (
    <code className={styles.inlineType}>
      <Segments segments={type} />
    </code>
  );
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

/**
 * A parameter table: name (optional / rest), type, default, description. `children` are the page's
 * <ApiParam n="..."> elements (Markdown, with links checked by the build), each put in its parameter's row.
 */
export function ParameterTable({parameters, children}: {readonly parameters: readonly ParameterRow[]; children?: ReactNode}): ReactNode {
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
        {parameters.map(({name, type, optional, rest, defaultValue}) => (
          <tr key={name}>
            <td data-label="Parameter">
              <code>
                {rest ? '...' : ''}
                {name}
              </code>
              {optional && <span className={styles.flag}>optional</span>}
            </td>
            <td data-label="Type">
              <InlineType type={type} />
            </td>
            <td data-label="Default">{defaultValue !== null ? <code>{defaultValue}</code> : '—'}</td>
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
export function Signature({signature, children}: {readonly signature: SignatureView; children?: ReactNode}): ReactNode {
  return (
    <div className={styles.signature}>
      <CodeBlock code={signature.code} />
      {signature.typeParameters.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Type parameter</th>
              <th>Constraint</th>
              <th>Default</th>
            </tr>
          </thead>
          <tbody>
            {signature.typeParameters.map(({name, constraint, defaultType}) => (
              <tr key={name}>
                <td data-label="Type parameter">
                  <code>{name}</code>
                </td>
                <td data-label="Constraint">{constraint ? <InlineType type={constraint} /> : '—'}</td>
                <td data-label="Default">{defaultType ? <InlineType type={defaultType} /> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {signature.parameters.length > 0 && <ParameterTable parameters={signature.parameters}>{children}</ParameterTable>}
      <p className={styles.returns}>
        <strong>Returns</strong> <InlineType type={signature.returns} />
      </p>
    </div>
  );
}

const FLAG_BADGES: Record<string, string> = {deprecated: 'badge--warning', abstract: 'badge--info'};

function Release({release: {label, href}}: {readonly release: ReleaseRef}): ReactNode {
  return href ? <Link to={href}>{label}</Link> : label;
}

/** A signature before and after a change (or, with only `after`, one declaration); `member` names the member. */
export function SignatureDiff({
  before,
  after,
  member,
}: {
  readonly before?: string;
  readonly after: string;
  readonly member?: string;
}): ReactNode {
  return (
    <div className={styles.diff}>
      {member && <code className={styles.diffName}>{member}</code>}
      {before !== undefined && (
        <pre className={styles.diffBefore} aria-label="Before">
          <code>{before}</code>
        </pre>
      )}
      <pre className={before !== undefined ? styles.diffAfter : styles.code} aria-label={before !== undefined ? 'After' : undefined}>
        <code>{after}</code>
      </pre>
    </div>
  );
}

/** "Added in <release>" and one collapsed "Changed in <release>" per signature change, before and after. */
export function ReleaseHistory({history}: {readonly history: HistoryView}): ReactNode {
  return (
    <div className={styles.history}>
      {history.addedIn && (
        <p className={styles.historyLine}>
          Added in <Release release={history.addedIn} />
        </p>
      )}
      {history.changes.map(({label, href, before, after}) => (
        <details key={label} className={styles.historyChange}>
          {/* The summary is the control: a link inside it would be a control nested in a control. */}
          <summary>Changed in {label}</summary>
          <SignatureDiff before={before} after={after} />
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

export interface MemberMetaProps {
  /** Modifiers shown as badges (static, readonly, optional, ...). */
  readonly flags?: readonly string[];
  /** The member's declaration at the documented commit. */
  readonly source?: string;
  /** The member, for the source link's accessible name. */
  readonly member?: string;
  readonly history?: HistoryView;
}

/** Under a member heading: its modifiers as badges, a link to its declaration and its release history. */
export function MemberMeta({flags, source, member, history}: MemberMetaProps): ReactNode {
  const meta = (
    <p className={styles.memberMeta}>
      {(flags ?? []).map((flag) => (
        <span key={flag} className={`badge ${FLAG_BADGES[flag] ?? 'badge--secondary'} ${styles.badge}`}>
          {flag}
        </span>
      ))}
      {source && (
        <a
          className={styles.sourceLink}
          href={source}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={member ? `Source of ${member}` : undefined}>
          Source
        </a>
      )}
    </p>
  );
  return history ? (
    <>
      {(flags?.length || source) && meta}
      <ReleaseHistory history={history} />
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
export function InheritedMembers({
  from,
  href,
  count,
  children,
}: {
  readonly from: string;
  readonly href?: string;
  readonly count: number;
  children?: ReactNode;
}): ReactNode {
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

export interface ItemBadgesProps {
  /** The item's kind, singular ("class"). */
  readonly kind: string;
  /** The package that declares it. */
  readonly packageName: string;
  readonly internal?: boolean;
  readonly deprecated?: boolean;
}

/** Kind + package badges at the top of an item page. */
export function ItemBadges({kind, packageName, internal, deprecated}: ItemBadgesProps): ReactNode {
  return (
    <p className={styles.badges}>
      <span className={`badge badge--primary ${styles.badge}`}>{kind}</span>
      <span className={`badge badge--secondary ${styles.badge}`}>{packageName}</span>
      {internal && <span className={`badge badge--info ${styles.badge}`}>not exported</span>}
      {deprecated && <span className={`badge badge--warning ${styles.badge}`}>deprecated</span>}
    </p>
  );
}
