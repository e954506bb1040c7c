/**
 * Prints TypeDoc JSON types as TypeScript source text, recording where references sit so the
 * pages can link them. Pure: the caller decides what a reference points to.
 */
import type {JSONOutput} from 'typedoc';
import type {ApiParameter, ApiSignature, ApiTypeParameter, TypeRef, TypeText} from '../model/types';

type SomeType = JSONOutput.SomeType;
type Declaration = JSONOutput.DeclarationReflection;
type Signature = JSONOutput.SignatureReflection;

/** Returns what a `reference` type links to, or undefined for no link. */
export type RefResolver = (ref: JSONOutput.ReferenceType) => Omit<TypeRef, 'start' | 'end'> | undefined;

const SIG_CONSTRUCTOR = 16384;

class Writer {
  text = '';
  refs: TypeRef[] = [];
  w(s: string): void {
    this.text += s;
  }
  ref(name: string, target: Omit<TypeRef, 'start' | 'end'> | undefined): void {
    const start = this.text.length;
    this.text += name;
    if (target) this.refs.push({start, end: this.text.length, ...target});
  }
}

/** Precedence: how tightly a printed type binds. Wrap in parens when the context needs more. */
const enum P {
  Conditional = 0,
  Function = 1,
  Union = 2,
  Intersection = 3,
  Operator = 4,
  Postfix = 5,
}

function precedence(t: SomeType): P {
  switch (t.type) {
    case 'conditional':
      return P.Conditional;
    case 'union':
      return P.Union;
    case 'intersection':
      return P.Intersection;
    case 'typeOperator':
    case 'inferred':
    case 'predicate':
      return P.Operator;
    case 'reflection':
      return isFunctionLiteral(t.declaration) ? P.Function : P.Postfix;
    default:
      return P.Postfix;
  }
}

function isFunctionLiteral(d: Declaration): boolean {
  return !!d.signatures?.length && d.signatures.length === 1 && !d.children?.length && !d.indexSignatures?.length;
}

function propName(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) || /^\[.*\]$/.test(name) ? name : JSON.stringify(name);
}

function literalText(t: JSONOutput.LiteralType): string {
  const v = t.value as unknown;
  if (v === null) return 'null';
  if (typeof v === 'object' && v && 'value' in (v as Record<string, unknown>)) {
    const big = v as {value: string; negative: boolean};
    return `${big.negative ? '-' : ''}${big.value}n`;
  }
  if (typeof v === 'string') return `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
  return String(v);
}

/**
 * For a reference to an enum member (`PluginType.Runtime`), a reference to its enum; TypeDoc names such a
 * reference by the member alone ("Runtime"), which reads as an unknown type.
 */
export type EnumOfMember = (target: number) => JSONOutput.ReferenceType | undefined;

export class TypePrinter {
  constructor(
    private readonly resolve: RefResolver,
    private readonly enumOfMember?: EnumOfMember,
  ) {}

  type(t: SomeType | undefined): TypeText {
    const w = new Writer();
    this.write(w, t, P.Conditional);
    return w.refs.length ? {text: w.text, refs: w.refs} : {text: w.text};
  }

  private wrap(w: Writer, t: SomeType, min: P): void {
    if (precedence(t) < min) {
      w.w('(');
      this.write(w, t, P.Conditional);
      w.w(')');
    } else this.write(w, t, min);
  }

  private list(w: Writer, types: SomeType[] | undefined, min: P, sep = ', '): void {
    (types ?? []).forEach((t, i) => {
      if (i) w.w(sep);
      this.wrap(w, t, min);
    });
  }

  write(w: Writer, t: SomeType | undefined, _min: P = P.Conditional): void {
    if (!t) {
      w.w('any');
      return;
    }
    switch (t.type) {
      case 'intrinsic':
        w.w(t.name);
        return;
      case 'literal':
        w.w(literalText(t));
        return;
      case 'reference':
        this.writeReference(w, t);
        return;
      case 'array':
        this.wrap(w, t.elementType, P.Postfix);
        w.w('[]');
        return;
      case 'union':
        this.list(w, t.types, P.Intersection, ' | ');
        return;
      case 'intersection':
        this.list(w, t.types, P.Operator, ' & ');
        return;
      case 'tuple':
        w.w('[');
        this.list(w, t.elements ?? [], P.Conditional);
        w.w(']');
        return;
      case 'namedTupleMember':
        w.w(`${t.name}${t.isOptional ? '?' : ''}: `);
        this.write(w, t.element);
        return;
      case 'optional':
        this.wrap(w, t.elementType, P.Postfix);
        w.w('?');
        return;
      case 'rest':
        w.w('...');
        this.wrap(w, t.elementType, P.Postfix);
        return;
      case 'conditional':
        this.writeConditional(w, t);
        return;
      case 'indexedAccess':
        this.writeIndexedAccess(w, t);
        return;
      case 'inferred':
        this.writeInferred(w, t);
        return;
      case 'mapped':
        this.writeMapped(w, t);
        return;
      case 'predicate':
        this.writePredicate(w, t);
        return;
      case 'query':
        w.w('typeof ');
        this.write(w, t.queryType);
        return;
      case 'typeOperator':
        w.w(`${t.operator} `);
        this.wrap(w, t.target, P.Operator);
        return;
      case 'templateLiteral':
        this.writeTemplateLiteral(w, t);
        return;
      case 'reflection':
        this.writeDeclarationLiteral(w, t.declaration);
        return;
      case 'unknown':
        w.w(t.name);
        return;
      default:
        w.w('unknown');
    }
  }

  /** A named type, with its type arguments; a reference to an enum member is written as `Enum.Member`. */
  private writeReference(w: Writer, t: JSONOutput.ReferenceType): void {
    const owner = typeof t.target === 'number' && !t.refersToTypeParameter ? this.enumOfMember?.(t.target) : undefined;
    if (owner) {
      w.ref(owner.name, this.resolve(owner));
      // TypeDoc names the member as written: `Answer`, or `PollChildType.Answer` when qualified.
      w.w(`.${t.name.startsWith(`${owner.name}.`) ? t.name.slice(owner.name.length + 1) : t.name}`);
      return;
    }
    w.ref(t.name, t.refersToTypeParameter ? undefined : this.resolve(t));
    if (t.typeArguments?.length) {
      w.w('<');
      this.list(w, t.typeArguments, P.Conditional);
      w.w('>');
    }
  }

  private writeIndexedAccess(w: Writer, t: JSONOutput.IndexedAccessType): void {
    this.wrap(w, t.objectType, P.Postfix);
    w.w('[');
    this.write(w, t.indexType);
    w.w(']');
  }

  private writeConditional(w: Writer, t: JSONOutput.ConditionalType): void {
    this.wrap(w, t.checkType, P.Union);
    w.w(' extends ');
    this.wrap(w, t.extendsType, P.Union);
    w.w(' ? ');
    this.write(w, t.trueType);
    w.w(' : ');
    this.write(w, t.falseType);
  }

  private writeInferred(w: Writer, t: JSONOutput.InferredType): void {
    w.w(`infer ${t.name}`);
    if (t.constraint) {
      w.w(' extends ');
      this.wrap(w, t.constraint, P.Union);
    }
  }

  /** `{ readonly [K in keyof T as N]?: X }`, with the modifiers as written (`+`, `-`). */
  private writeMapped(w: Writer, t: JSONOutput.MappedType): void {
    w.w('{ ');
    if (t.readonlyModifier) w.w(t.readonlyModifier === '+' ? 'readonly ' : '-readonly ');
    w.w(`[${t.parameter} in `);
    this.write(w, t.parameterType);
    if (t.nameType) {
      w.w(' as ');
      this.write(w, t.nameType);
    }
    w.w(']');
    if (t.optionalModifier) w.w(t.optionalModifier === '+' ? '?' : '-?');
    w.w(': ');
    this.write(w, t.templateType);
    w.w(' }');
  }

  private writePredicate(w: Writer, t: JSONOutput.PredicateType): void {
    if (t.asserts) w.w('asserts ');
    w.w(t.name);
    if (t.targetType) {
      w.w(' is ');
      this.write(w, t.targetType);
    }
  }

  private writeTemplateLiteral(w: Writer, t: JSONOutput.TemplateLiteralType): void {
    w.w('`' + t.head);
    for (const [inner, text] of t.tail) {
      w.w('${');
      this.write(w, inner);
      w.w('}' + text);
    }
    w.w('`');
  }

  private writeDeclarationLiteral(w: Writer, d: Declaration): void {
    if (isFunctionLiteral(d)) {
      this.writeSignature(w, d.signatures![0]!, ' => ');
      return;
    }
    const parts: Array<() => void> = [];
    for (const s of d.signatures ?? []) parts.push(() => this.writeSignature(w, s, ': '));
    for (const s of d.indexSignatures ?? []) {
      parts.push(() => {
        w.w('[');
        (s.parameters ?? []).forEach((p, i) => {
          if (i) w.w(', ');
          w.w(`${p.name}: `);
          this.write(w, p.type);
        });
        w.w(']: ');
        this.write(w, s.type);
      });
    }
    for (const c of d.children ?? []) {
      parts.push(() => {
        if (c.flags.isReadonly) w.w('readonly ');
        if (c.kind === 2048 || (c.signatures?.length && c.kind !== 1024)) {
          c.signatures!.forEach((s, i) => {
            if (i) w.w('; ');
            w.w(propName(c.name) + (c.flags.isOptional ? '?' : ''));
            this.writeSignature(w, s, ': ', true);
          });
          return;
        }
        if (c.kind === 262144) {
          w.w(`${propName(c.name)}: `);
          this.write(w, c.getSignature?.type ?? c.setSignature?.parameters?.[0]?.type);
          return;
        }
        w.w(`${propName(c.name)}${c.flags.isOptional ? '?' : ''}: `);
        this.write(w, c.type);
      });
    }
    if (!parts.length) {
      w.w('{}');
      return;
    }
    w.w('{ ');
    parts.forEach((p, i) => {
      if (i) w.w('; ');
      p();
    });
    w.w(' }');
  }

  /** `<T>(a: A) => R`; `method` omits the arrow/colon prefix convention for methods: `name(a: A): R`. */
  private writeSignature(w: Writer, s: Signature, arrow: string, method = false): void {
    if (!method && s.kind === SIG_CONSTRUCTOR) w.w('new ');
    const tps = (s as {typeParameters?: JSONOutput.TypeParameterReflection[]}).typeParameters;
    if (tps?.length) {
      w.w('<');
      tps.forEach((tp, i) => {
        if (i) w.w(', ');
        w.w(tp.name);
        if (tp.type) {
          w.w(' extends ');
          this.write(w, tp.type);
        }
        if (tp.default) {
          w.w(' = ');
          this.write(w, tp.default);
        }
      });
      w.w('>');
    }
    w.w('(');
    (s.parameters ?? []).forEach((p, i) => {
      if (i) w.w(', ');
      w.w(`${p.flags.isRest ? '...' : ''}${p.name}${p.flags.isOptional || p.defaultValue ? '?' : ''}: `);
      this.write(w, p.type);
    });
    w.w(')');
    w.w(method ? ': ' : arrow);
    this.write(w, s.type);
  }

  typeParameters(tps: JSONOutput.TypeParameterReflection[] | undefined): ApiTypeParameter[] | undefined {
    if (!tps?.length) return undefined;
    return tps.map((tp) => ({
      name: tp.name,
      ...(tp.type ? {constraint: this.type(tp.type)} : {}),
      ...(tp.default ? {default: this.type(tp.default)} : {}),
    }));
  }

  parameters(ps: JSONOutput.ParameterReflection[] | undefined): ApiParameter[] {
    return (ps ?? []).map((p) => ({
      name: p.name,
      type: this.type(p.type),
      ...(p.flags.isOptional ? {optional: true} : {}),
      ...(p.flags.isRest ? {rest: true} : {}),
      ...(p.defaultValue !== undefined ? {defaultValue: p.defaultValue} : {}),
    }));
  }

  signature(s: Signature, deprecated = false): ApiSignature {
    const tps = (s as {typeParameters?: JSONOutput.TypeParameterReflection[]}).typeParameters;
    const typeParameters = this.typeParameters(tps);
    return {
      ...(typeParameters ? {typeParameters} : {}),
      parameters: this.parameters(s.parameters),
      returns: this.type(s.type),
      ...(deprecated ? {deprecated: true} : {}),
    };
  }
}
