/**
 * What our MDX components mean in plain Markdown. Each converter receives the element's props (literal
 * values only, see jsx-props.ts) and its already converted children, and returns Markdown nodes.
 * Components not listed here are unwrapped: their children stay, the tag goes (see convert.ts).
 */
import {PACKAGE_MANAGERS, installCommand, parsePackageList} from '../../shared/package-install';
import {
  decodeHistory,
  decodeSignature,
  type HistoryWire,
  type ParameterWire,
  type ReleaseRef,
  type Seg,
  type SignatureWire,
  type TypeParameterWire,
} from '../../shared/api-page-props';
import {blockquote, code, inlineCode, link, list, listItem, paragraph, strong, table, text, type MdNode} from './mdast';

export interface ComponentContext {
  /** Turns a site-relative or relative URL into an absolute one. */
  absoluteUrl(url: string): string;
}

type Converter = (props: Record<string, unknown>, children: MdNode[], context: ComponentContext) => MdNode[];

/** The code segments of an API component's prop (plain text or [text, href]); anything else is dropped. */
function segments(value: unknown): Seg[] {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value.filter(
    (seg): seg is Seg => typeof seg === 'string' || (Array.isArray(seg) && typeof seg[0] === 'string' && typeof seg[1] === 'string'),
  );
}

const segmentsText = (segs: readonly Seg[]): string => segs.map((seg) => (typeof seg === 'string' ? seg : seg[0])).join('');

const optionalSegments = (value: unknown): Seg[] | null => (value ? segments(value) : null);
const rows = (value: unknown): unknown[][] => (Array.isArray(value) ? value.filter(Array.isArray) : []);

/** The `s` prop of <ApiSignature> as read from a page (literal values of any shape), in the wire form the decoder takes. */
function signatureWire(value: unknown): SignatureWire {
  const s = (value ?? {}) as {c?: unknown; tp?: unknown; p?: unknown; r?: unknown};
  return {
    c: segments(s.c),
    tp: rows(s.tp).map(([name, constraint, def]): TypeParameterWire => [String(name), optionalSegments(constraint), optionalSegments(def)]),
    p: rows(s.p).map(([name, type, flags, def]): ParameterWire => [
      String(name),
      segments(type),
      typeof flags === 'string' ? flags : '',
      def !== null && def !== undefined ? String(def) : null,
    ]),
    r: segments(s.r),
  };
}

/** The `h` prop of <ApiHistory> / <ApiMemberMeta> as read from a page, in the wire form the decoder takes. */
function historyWire(value: unknown): HistoryWire {
  const h = (value ?? {}) as {a?: unknown; c?: unknown};
  const href = (value: unknown) => (typeof value === 'string' ? value : null);
  const added = Array.isArray(h.a) && typeof h.a[0] === 'string' ? h.a : undefined;
  return {
    ...(added ? {a: [added[0] as string, href(added[1])]} : {}),
    c: rows(h.c).map(([label, link, before, after]) => [String(label), href(link), String(before), String(after)]),
  };
}

/** A type as inline Markdown: code spans, with the linked type names as links. */
function inlineType(segs: readonly Seg[], context: ComponentContext): MdNode[] {
  const nodes: MdNode[] = [];
  let pending = '';
  const flush = () => {
    if (pending.trim()) nodes.push(inlineCode(pending.trim()));
    pending = '';
  };
  for (const seg of segs) {
    if (typeof seg === 'string') {
      pending += seg;
    } else {
      flush();
      nodes.push(link(context.absoluteUrl(seg[1]), inlineCode(seg[0])));
    }
  }
  flush();
  return nodes.length ? nodes : [text('—')];
}

const apiCode: Converter = (props) => [code('ts', segmentsText(segments(props.c)))];

const apiSignature: Converter = (props, _children, context) => {
  const signature = decodeSignature(signatureWire(props.s));
  const nodes: MdNode[] = [code('ts', segmentsText(signature.code))];
  if (signature.typeParameters.length) {
    nodes.push(
      table(
        ['Type parameter', 'Constraint', 'Default'],
        signature.typeParameters.map(({name, constraint, defaultType}) => [
          [inlineCode(name)],
          constraint ? inlineType(constraint, context) : [text('—')],
          defaultType ? inlineType(defaultType, context) : [text('—')],
        ]),
      ),
    );
  }
  if (signature.parameters.length) {
    nodes.push(
      table(
        ['Parameter', 'Type', 'Default'],
        signature.parameters.map(({name, type, optional, rest, defaultValue}) => {
          const nameCell = [inlineCode(`${rest ? '...' : ''}${name}`)];
          if (optional) nameCell.push(text(' (optional)'));
          return [nameCell, inlineType(type, context), defaultValue !== null ? [inlineCode(defaultValue)] : [text('—')]];
        }),
      ),
    );
  }
  nodes.push(paragraph(strong(text('Returns')), text(' '), ...inlineType(signature.returns, context)));
  return nodes;
};

const apiBadges: Converter = (props) => {
  const kind = typeof props.k === 'string' ? props.k : 'item';
  const parts: MdNode[] = [strong(text(kind.charAt(0).toUpperCase() + kind.slice(1))), text(' in '), inlineCode(String(props.pkg ?? ''))];
  if (props.internal) parts.push(text(' · not exported'));
  if (props.deprecated) parts.push(text(' · deprecated'));
  return [paragraph(...parts)];
};

/** A release label, linked to its "What changed" page when it has one. */
function releaseRef({label, href}: ReleaseRef, context: ComponentContext): MdNode[] {
  return href !== null ? [link(context.absoluteUrl(href), text(label))] : [text(label)];
}

/** Release history: "Added in X", then "Changed in Y" with the signature before and after. */
const apiHistory: Converter = (props, _children, context) => {
  const history = decodeHistory(historyWire(props.h));
  const nodes: MdNode[] = [];
  if (history.addedIn) nodes.push(paragraph(text('Added in '), ...releaseRef(history.addedIn, context)));
  for (const change of history.changes) {
    nodes.push(
      paragraph(text('Changed in '), ...releaseRef(change, context), text(':')),
      code('ts', `// before\n${change.before}\n// after\n${change.after}`),
    );
  }
  return nodes;
};

/** Under a member heading, only its history has a Markdown form (badges and the source link are page chrome). */
const apiMemberMeta: Converter = (props, children, context) => (props.h ? apiHistory({h: props.h}, children, context) : []);

const apiDiff: Converter = (props) => {
  const name = typeof props.n === 'string' ? [paragraph(inlineCode(props.n))] : [];
  const body = typeof props.b === 'string' ? `// before\n${props.b}\n// after\n${String(props.a ?? '')}` : String(props.a ?? '');
  return [...name, code('ts', body)];
};

/** Package installs: the npm command as a shell block, the other package managers in a list. */
const packageInstall: Converter = (props) => {
  const packages = parsePackageList(String(props.packages ?? ''));
  const dev = props.dev === true || props.dev === 'true';
  const [first, ...others] = PACKAGE_MANAGERS;
  return [
    code('bash', installCommand(first, packages, dev)),
    list(...others.map((manager) => listItem(paragraph(text(`${manager}: `), inlineCode(installCommand(manager, packages, dev)))))),
  ];
};

/**
 * A blockquote that starts with its label in bold: run into the first paragraph when the label is a bare
 * kind ("Note:"), on a line of its own when it carries a title ("Warning: Title").
 */
export function labelledQuote(label: string, children: MdNode[]): MdNode {
  const [first, ...rest] = children;
  if (first?.type === 'paragraph' && label.endsWith(':')) {
    return blockquote(paragraph(strong(text(label)), text(' '), ...(first.children ?? [])), ...rest);
  }
  return blockquote(paragraph(strong(text(label))), ...children);
}

const knownIssue: Converter = (props, children) => {
  const title = typeof props.title === 'string' ? props.title : undefined;
  const id = typeof props.id === 'string' ? props.id : undefined;
  const label = title ? `Known issue: ${title}` : id ? `Known issue (${id}):` : 'Known issue:';
  return [labelledQuote(label, children)];
};

/** The wrapper convert.ts puts around each `<KnownIssue>` before the site's remark plugins expand it. */
export const KNOWN_ISSUE_MARKER = 'LlmsMarkdownKnownIssue';

/** An expanded known issue: one blockquote, whether the expansion made one (an admonition) or not. */
const knownIssueExpansion: Converter = (props, children, context) => {
  if (children.length === 1 && children[0]!.type === 'blockquote') return children;
  return knownIssue(props, children, context);
};

/** Docusaurus's own `<Admonition type title>` used as JSX. */
const admonition: Converter = (props, children) => [
  labelledQuote(admonitionLabel(String(props.type ?? 'note'), typeof props.title === 'string' ? props.title : undefined), children),
];

/** Docusaurus tabs: each tab's label in bold above its content. */
const tabItem: Converter = (props, children) => {
  const label = typeof props.label === 'string' ? props.label : typeof props.value === 'string' ? props.value : undefined;
  return label ? [paragraph(strong(text(label))), ...children] : children;
};

const summary: Converter = (_props, children) => [
  paragraph(strong(...children.flatMap((child) => (child.type === 'paragraph' ? (child.children ?? []) : [child])))),
];

export const COMPONENTS: Record<string, Converter> = {
  ApiBadges: apiBadges,
  ApiCode: apiCode,
  ApiSignature: apiSignature,
  ApiHistory: apiHistory,
  ApiMemberMeta: apiMemberMeta,
  ApiDiff: apiDiff,
  PackageInstall: packageInstall,
  KnownIssue: knownIssue,
  [KNOWN_ISSUE_MARKER]: knownIssueExpansion,
  Admonition: admonition,
  TabItem: tabItem,
  summary,
};

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  important: 'Important',
};

export function isAdmonition(name: string): boolean {
  return name in ADMONITION_LABELS;
}

export function admonitionLabel(type: string, title?: string): string {
  const label = ADMONITION_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
  return title ? `${label}: ${title}` : `${label}:`;
}
