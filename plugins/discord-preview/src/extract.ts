/**
 * Reads, from an example's TypeScript/TSX source, the message it sends: the first `reply`, `editReply`,
 * `followUp`, `send` or `update` call (or `showModal`) outside the component handlers, and the JSX elements
 * and builder chains its `components` are made of. A small static evaluator follows constants, object and
 * array literals, template strings, enum members and `array.map(item => <Element/>)`; whatever depends on
 * run-time data stays as its source expression (drawn as a placeholder), so the preview never invents a value.
 * Nothing is executed.
 */
import ts from 'typescript';
import {isElement, textOf, type MessagePreview, type PreviewElement, type PreviewValue, type TextPart} from './model';

const SEND_METHODS = new Set(['reply', 'editReply', 'followUp', 'send', 'update']);
const MODAL_METHODS = new Set(['showModal']);
/** discord.js builders and CommandKit's *Kit classes, by the JSX element they amount to. */
const BUILDERS: Record<string, string> = {
  ActionRowBuilder: 'ActionRow',
  ButtonBuilder: 'Button',
  ButtonKit: 'Button',
  StringSelectMenuBuilder: 'StringSelectMenu',
  StringSelectMenuKit: 'StringSelectMenu',
  StringSelectMenuOptionBuilder: 'StringSelectMenuOption',
  UserSelectMenuBuilder: 'UserSelectMenu',
  UserSelectMenuKit: 'UserSelectMenu',
  RoleSelectMenuBuilder: 'RoleSelectMenu',
  RoleSelectMenuKit: 'RoleSelectMenu',
  ChannelSelectMenuBuilder: 'ChannelSelectMenu',
  ChannelSelectMenuKit: 'ChannelSelectMenu',
  MentionableSelectMenuBuilder: 'MentionableSelectMenu',
  MentionableSelectMenuKit: 'MentionableSelectMenu',
  ModalBuilder: 'Modal',
  ModalKit: 'Modal',
  TextInputBuilder: 'TextInput',
  ContainerBuilder: 'Container',
  SectionBuilder: 'Section',
  TextDisplayBuilder: 'TextDisplay',
  ThumbnailBuilder: 'Thumbnail',
  SeparatorBuilder: 'Separator',
  MediaGalleryBuilder: 'MediaGallery',
  MediaGalleryItemBuilder: 'MediaGalleryItem',
  FileBuilder: 'File',
  EmbedBuilder: 'Embed',
  LabelBuilder: 'Label',
  FileUploadBuilder: 'FileUpload',
};

/** discord.js `Colors` members the examples use, as numbers (discord.js's published values). */
export const COLORS: Record<string, number> = {
  Default: 0x000000,
  White: 0xffffff,
  Aqua: 0x1abc9c,
  Green: 0x57f287,
  Blue: 0x3498db,
  Yellow: 0xfee75c,
  Purple: 0x9b59b6,
  LuminousVividPink: 0xe91e63,
  Fuchsia: 0xeb459e,
  Gold: 0xf1c40f,
  Orange: 0xe67e22,
  Red: 0xed4245,
  Grey: 0x95a5a6,
  Navy: 0x34495e,
  DarkAqua: 0x11806a,
  DarkGreen: 0x1f8b4c,
  DarkBlue: 0x206694,
  DarkPurple: 0x71368a,
  DarkVividPink: 0xad1457,
  DarkGold: 0xc27c0e,
  DarkOrange: 0xa84300,
  DarkRed: 0x992d22,
  DarkGrey: 0x979c9f,
  DarkerGrey: 0x7f8c8d,
  LightGrey: 0xbcc0c0,
  DarkNavy: 0x2c3e50,
  Blurple: 0x5865f2,
  Greyple: 0x99aab5,
  DarkButNotBlack: 0x2c2f33,
  NotQuiteBlack: 0x23272a,
};

const ENUMS = new Set([
  'ButtonStyle',
  'TextInputStyle',
  'SeparatorSpacingSize',
  'MessageFlags',
  'ChannelType',
  'ComponentType',
  'PollLayoutType',
]);

type Scope = Map<string, PreviewValue | ts.Expression>;

class Evaluator {
  private readonly declarations = new Map<string, ts.Expression>();
  private readonly evaluating = new Set<string>();

  constructor(private readonly sf: ts.SourceFile) {
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && !this.declarations.has(node.name.text)) {
        this.declarations.set(node.name.text, node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }

  /** The value of a top-level constant, by name. */
  evaluateName(name: string): PreviewValue | undefined {
    const init = this.declarations.get(name);
    return init ? this.evaluate(init) : undefined;
  }

  private source(node: ts.Node): string {
    return node.getText(this.sf).replace(/\s+/g, ' ');
  }

  private unknown(node: ts.Node): PreviewValue {
    return {expr: this.source(node)};
  }

  evaluate(node: ts.Expression, scope: Scope[] = []): PreviewValue {
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isTypeAssertionExpression(node)
    ) {
      return this.evaluate(node.expression, scope);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text.replace(/_/g, ''));
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (node.kind === ts.SyntaxKind.NullKeyword) return null;
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand))
      return -Number(node.operand.text);
    if (ts.isTemplateExpression(node)) {
      const parts: TextPart[] = [node.head.text];
      for (const span of node.templateSpans) {
        const value = this.evaluate(span.expression, scope);
        const text = typeof value === 'boolean' ? [String(value)] : textOf(value);
        parts.push(...(text ?? [{expr: this.source(span.expression)}]), span.literal.text);
      }
      return joinText(parts);
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const leftValue = this.evaluate(node.left, scope);
      const rightValue = this.evaluate(node.right, scope);
      if (typeof leftValue === 'number' && typeof rightValue === 'number') return leftValue + rightValue;
      if (typeof leftValue === 'string' && typeof rightValue === 'string') return leftValue + rightValue;
      // Only a known string makes `+` a concatenation; unknown + number may well be arithmetic.
      const isString = (v: PreviewValue) => typeof v === 'string' || (typeof v === 'object' && v !== null && 'text' in v);
      const left = textOf(leftValue);
      const right = textOf(rightValue);
      if (left && right && (isString(leftValue) || isString(rightValue))) return joinText([...left, ...right]);
      return this.unknown(node);
    }
    if (ts.isIdentifier(node)) return this.identifier(node, scope);
    if (ts.isPropertyAccessExpression(node)) return this.property(node, scope);
    if (ts.isArrayLiteralExpression(node)) {
      const out: PreviewValue[] = [];
      for (const el of node.elements) {
        if (ts.isSpreadElement(el)) {
          const spread = this.evaluate(el.expression, scope);
          if (Array.isArray(spread)) out.push(...spread);
          else out.push(this.unknown(el.expression));
        } else out.push(this.evaluate(el, scope));
      }
      return out;
    }
    if (ts.isObjectLiteralExpression(node)) {
      const object: Record<string, PreviewValue> = {};
      for (const p of node.properties) {
        if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)))
          object[p.name.text] = this.evaluate(p.initializer, scope);
        else if (ts.isShorthandPropertyAssignment(p)) object[p.name.text] = this.identifier(p.name, scope);
      }
      return {object};
    }
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return this.jsx(node, scope);
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && BUILDERS[node.expression.text]) {
      const arg = node.arguments?.[0];
      const data = arg ? this.evaluate(arg, scope) : undefined;
      const props = data && typeof data === 'object' && !Array.isArray(data) && data !== null && 'object' in data ? {...data.object} : {};
      return {element: BUILDERS[node.expression.text]!, props, children: []};
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) return this.call(node, node.expression, scope);
    return this.unknown(node);
  }

  private identifier(node: ts.Identifier, scope: Scope[]): PreviewValue {
    for (let i = scope.length - 1; i >= 0; i--) {
      if (scope[i]!.has(node.text)) {
        const bound = scope[i]!.get(node.text)!;
        return isNode(bound) ? this.evaluate(bound, scope.slice(0, i)) : bound;
      }
    }
    const init = this.declarations.get(node.text);
    if (!init || this.evaluating.has(node.text)) return this.unknown(node);
    this.evaluating.add(node.text);
    try {
      return this.evaluate(init, []);
    } finally {
      this.evaluating.delete(node.text);
    }
  }

  private property(node: ts.PropertyAccessExpression, scope: Scope[]): PreviewValue {
    if (ts.isIdentifier(node.expression)) {
      const owner = node.expression.text;
      if (owner === 'Colors' && node.name.text in COLORS) return COLORS[node.name.text]!;
      if (ENUMS.has(owner)) return {enum: owner, member: node.name.text};
    }
    const target = this.evaluate(node.expression, scope);
    if (typeof target === 'object' && target !== null && !Array.isArray(target) && 'object' in target && node.name.text in target.object) {
      return target.object[node.name.text]!;
    }
    if (Array.isArray(target) && node.name.text === 'length') return target.length;
    return this.unknown(node);
  }

  private call(node: ts.CallExpression, callee: ts.PropertyAccessExpression, scope: Scope[]): PreviewValue {
    const method = callee.name.text;
    if (method === 'map' && node.arguments.length >= 1) {
      const list = this.evaluate(callee.expression, scope);
      const fn = node.arguments[0]!;
      if (Array.isArray(list) && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) {
        const body = ts.isArrowFunction(fn) && !ts.isBlock(fn.body) ? fn.body : returnedExpression(fn.body as ts.Block);
        if (body) return list.map((item, index) => this.evaluate(body, [...scope, bindParameters(fn.parameters, [item, index])]));
      }
      return this.unknown(node);
    }
    if (method === 'join') {
      const list = this.evaluate(callee.expression, scope);
      const separator = node.arguments[0] ? this.evaluate(node.arguments[0], scope) : ',';
      const texts = Array.isArray(list) ? list.map((item) => textOf(item)) : [];
      if (Array.isArray(list) && typeof separator === 'string' && texts.every(Boolean)) {
        return joinText(texts.flatMap((t, i) => (i === 0 ? t! : [separator, ...t!])));
      }
      return this.unknown(node);
    }
    // Builder chains: new XBuilder().setLabel('x').addComponents(...)
    const target = this.evaluate(callee.expression, scope);
    if (isElement(target)) {
      const args = node.arguments.map((a) => this.evaluate(a, scope));
      const flat = args.flatMap((a) => (Array.isArray(a) ? a : [a]));
      const element: PreviewElement = {element: target.element, props: {...target.props}, children: [...target.children]};
      if (/^add\w*Components$/.test(method) || method === 'addComponents') element.children.push(...flat);
      else if (method === 'addOptions') element.props.options = [...((element.props.options as PreviewValue[] | undefined) ?? []), ...flat];
      else if (method === 'addFields') element.props.fields = [...((element.props.fields as PreviewValue[] | undefined) ?? []), ...flat];
      else if (method === 'addItems') element.children.push(...flat);
      // A section's accessory, a label's field (setTextInputComponent...): a child, before the generic setters.
      else if (/^set\w*(Accessory|Component)$/.test(method)) element.children.push(...flat);
      else if (/^set[A-Z]/.test(method)) element.props[method[3]!.toLowerCase() + method.slice(4)] = args.length === 1 ? args[0]! : args;
      return element;
    }
    return this.unknown(node);
  }

  private jsx(node: ts.JsxElement | ts.JsxSelfClosingElement | ts.JsxFragment, scope: Scope[]): PreviewValue {
    if (ts.isJsxFragment(node)) return this.jsxChildren(node.children, scope);
    const opening = ts.isJsxElement(node) ? node.openingElement : node;
    const props: Record<string, PreviewValue> = {};
    for (const attr of opening.attributes.properties) {
      if (!ts.isJsxAttribute(attr)) continue;
      const name = attr.name.getText(this.sf);
      const init = attr.initializer;
      if (!init) props[name] = true;
      else if (ts.isStringLiteral(init)) props[name] = init.text;
      else if (ts.isJsxExpression(init) && init.expression) {
        // Handlers are code, not something the user sees.
        props[name] =
          ts.isArrowFunction(init.expression) || ts.isFunctionExpression(init.expression)
            ? {expr: 'function'}
            : this.evaluate(init.expression, scope);
      }
    }
    const children = ts.isJsxElement(node) ? this.jsxChildren(node.children, scope) : [];
    return {element: opening.tagName.getText(this.sf), props, children};
  }

  private jsxChildren(children: ts.NodeArray<ts.JsxChild>, scope: Scope[]): PreviewValue[] {
    const out: PreviewValue[] = [];
    for (const child of children) {
      if (ts.isJsxText(child)) {
        const text = child.text.replace(/\s+/g, ' ').trim();
        if (text) out.push(text);
      } else if (ts.isJsxExpression(child)) {
        if (!child.expression) continue;
        const value = this.evaluate(child.expression, scope);
        if (Array.isArray(value)) out.push(...value.flat(Infinity as 1));
        else out.push(value);
      } else out.push(this.evaluate(child, scope));
    }
    return out;
  }
}

function isNode(value: PreviewValue | ts.Expression): value is ts.Expression {
  return typeof value === 'object' && value !== null && 'kind' in value && typeof (value as ts.Node).kind === 'number';
}

function returnedExpression(block: ts.Block): ts.Expression | undefined {
  const last = block.statements.at(-1);
  return last && ts.isReturnStatement(last) ? last.expression : undefined;
}

function bindParameters(parameters: ts.NodeArray<ts.ParameterDeclaration>, values: PreviewValue[]): Scope {
  const scope: Scope = new Map();
  parameters.forEach((p, i) => {
    const value = values[i];
    if (value === undefined) return;
    if (ts.isIdentifier(p.name)) scope.set(p.name.text, value);
    else if (
      ts.isObjectBindingPattern(p.name) &&
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'object' in value
    ) {
      for (const el of p.name.elements) {
        const key =
          el.propertyName && ts.isIdentifier(el.propertyName) ? el.propertyName.text : ts.isIdentifier(el.name) ? el.name.text : undefined;
        if (key && ts.isIdentifier(el.name) && key in value.object) scope.set(el.name.text, value.object[key]!);
      }
    }
  });
  return scope;
}

function joinText(parts: TextPart[]): PreviewValue {
  const merged: TextPart[] = [];
  for (const p of parts) {
    if (p === '') continue;
    const last = merged.at(-1);
    if (typeof p === 'string' && typeof last === 'string') merged[merged.length - 1] = last + p;
    else merged.push(p);
  }
  if (merged.every((p) => typeof p === 'string')) return merged.join('');
  return {text: merged};
}

/** Is the node inside a JSX attribute (a component's handler) or a callback given to something else? */
function insideHandler(node: ts.Node): boolean {
  for (let n = node.parent; n; n = n.parent) if (ts.isJsxAttribute(n)) return true;
  return false;
}

function flagsOf(value: PreviewValue | undefined): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.flatMap((v) => (typeof v === 'object' && v !== null && !Array.isArray(v) && 'enum' in v ? [v.member] : []));
}

function exportedNames(sf: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of sf.statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) names.add(d.name.text);
    if (ts.isFunctionDeclaration(statement) && statement.name) names.add(statement.name.text);
  }
  return names;
}

/** How likely a send call is the example's main message: with components, to the interaction, not a guard. */
function rank(message: MessagePreview): number {
  return (
    (message.components.length + message.embeds.length > 0 || message.poll ? 4 : 0) +
    (/^(ctx\.)?(interaction|message)\./.test(message.via) ? 2 : 0) +
    (message.ephemeral ? 0 : 1)
  );
}

/** The command's name from `export const command = { name: '...' }`, if the example declares one. */
function commandName(evaluator: Evaluator): string | undefined {
  const command = evaluator.evaluateName('command');
  if (command && typeof command === 'object' && !Array.isArray(command) && 'object' in command && typeof command.object.name === 'string')
    return command.object.name;
  return undefined;
}

/**
 * The message (or modal) the example sends, or undefined when it sends none the evaluator can read. Of all the
 * sends outside component handlers, the one with components, to the command's own interaction or message, and
 * not an ephemeral guard ("Run this in a server.") wins; the last of equals.
 */
export function extractMessage(code: string, lang: 'ts' | 'tsx' = 'tsx'): MessagePreview | undefined {
  const sf = ts.createSourceFile(
    `example.${lang}`,
    code,
    ts.ScriptTarget.ESNext,
    true,
    lang === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const evaluator = new Evaluator(sf);
  const candidates: MessagePreview[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.arguments.length >= 1 && !insideHandler(node)) {
      const method = node.expression.name.text;
      const via = node.expression.getText(sf).replace(/\s+/g, '');
      if (MODAL_METHODS.has(method)) {
        const modal = evaluator.evaluate(node.arguments[0]!);
        if (isElement(modal)) candidates.push({kind: 'modal', via, components: [modal], embeds: [], ephemeral: false, componentsV2: false});
      } else if (SEND_METHODS.has(method)) {
        const message = messageFrom(evaluator.evaluate(node.arguments[0]!), via);
        if (message) candidates.push(message);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  let best: MessagePreview | undefined;
  // Among equals the last: guards ("Usage: ...") come before the message a command is about.
  for (const c of candidates) if (!best || rank(c) >= rank(best)) best = c;
  if (!best) return undefined;
  const name = commandName(evaluator);
  if (name) {
    const exported = exportedNames(sf);
    const prefixOnly = exported.has('message') && !exported.has('chatInput');
    best.command = {name, trigger: prefixOnly || /(^|\.)message\./.test(best.via) ? 'message' : 'slash'};
  }
  return best;
}
function messageFrom(value: PreviewValue, via: string): MessagePreview | undefined {
  const text = textOf(value);
  if (text) return {kind: 'message', via, content: text, components: [], embeds: [], ephemeral: false, componentsV2: false};
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('object' in value)) return undefined;
  const o = value.object;
  const flags = flagsOf(o.flags);
  const list = (v: PreviewValue | undefined) => (Array.isArray(v) ? v : []).filter(isElement);
  const message: MessagePreview = {
    kind: 'message',
    via,
    components: list(o.components),
    embeds: list(o.embeds),
    ephemeral: flags.includes('Ephemeral') || o.ephemeral === true,
    componentsV2: flags.includes('IsComponentsV2'),
  };
  const content = textOf(o.content);
  if (content) message.content = content;
  if (isElement(o.poll) && o.poll.element === 'Poll') message.poll = o.poll;
  if (!message.content && message.components.length === 0 && message.embeds.length === 0 && !message.poll) return undefined;
  return message;
}
