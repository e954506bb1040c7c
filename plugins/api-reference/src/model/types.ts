/**
 * The committed API model (api-models/<version>/<section>.json).
 *
 * It holds facts about the framework's public surface only: names, kinds, import paths,
 * signatures, members, heritage, source positions and two flags (deprecated, internal).
 * It never holds comment or doc text from the framework's source.
 */

import {VERSION_NAMES, type DocsVersion} from '../../../shared/docs-versions';

export const MODEL_SCHEMA_VERSION = 1;

export type ApiVersion = DocsVersion;
export const API_VERSIONS: readonly ApiVersion[] = VERSION_NAMES;

export type ApiKind = 'classes' | 'enums' | 'functions' | 'interfaces' | 'types' | 'variables';
export const API_KINDS: readonly ApiKind[] = ['classes', 'interfaces', 'functions', 'types', 'variables', 'enums'];

/**
 * A reference inside a type's text. `start`/`end` are offsets into `TypeText.text`.
 * Exactly one of `id` (an item of ours, maybe in another section) or `external` is set;
 * a reference we cannot resolve (third-party package, built-in, type parameter) is not recorded.
 */
export interface TypeRef {
  start: number;
  end: number;
  /** Item id of ours, e.g. "commandkit:classes:CommandKit". */
  id?: string;
  /** A discord.js export, with the kind used by discord.js's docs URLs. */
  external?: {package: 'discord.js'; name: string; kind: DiscordJsKind};
}

export type DiscordJsKind = 'Class' | 'Interface' | 'TypeAlias' | 'Function' | 'Enum' | 'Variable';

/** A type as TypeScript source text plus the references found in it. */
export interface TypeText {
  text: string;
  refs?: TypeRef[];
}

export interface ApiTypeParameter {
  name: string;
  constraint?: TypeText;
  default?: TypeText;
}

export interface ApiParameter {
  name: string;
  type: TypeText;
  optional?: boolean;
  rest?: boolean;
  /** Source text of the default value initializer, e.g. "{}" or "true". */
  defaultValue?: string;
}

export interface ApiSignature {
  typeParameters?: ApiTypeParameter[];
  parameters: ApiParameter[];
  returns: TypeText;
  deprecated?: boolean;
}

export type ApiMemberKind =
  | 'constructor'
  | 'property'
  | 'method'
  | 'accessor'
  | 'enumMember'
  | 'indexSignature'
  /** `(a: A): R` on an interface or object type: the value is callable. Name "()". */
  | 'callSignature'
  /** `new (a: A): R` on an interface or object type: the value is constructible. Name "new ()". */
  | 'constructSignature';

export interface ApiMember {
  name: string;
  kind: ApiMemberKind;
  static?: boolean;
  optional?: boolean;
  readonly?: boolean;
  abstract?: boolean;
  protected?: boolean;
  deprecated?: boolean;
  /** Properties, enum members (literal type), index signatures (value type). */
  type?: TypeText;
  /** Enum member value as source text, e.g. "0" or "'dev'". */
  value?: string;
  /** Constructors, methods, call and construct signatures (several when overloaded). */
  signatures?: ApiSignature[];
  /** Accessors. */
  getter?: ApiSignature;
  setter?: ApiSignature;
  /** Index signatures: the key parameter. */
  indexParameters?: ApiParameter[];
  /** Set for inherited members: where the member is declared, e.g. "ButtonBuilder.setLabel". */
  inheritedFrom?: {name: string; id?: string; external?: TypeRef['external']};
  source?: ApiSource;
}

export interface ApiSource {
  /** Path relative to the framework repository root, e.g. "packages/commandkit/src/commandkit.ts". */
  path: string;
  line: number;
}

export interface ApiItem {
  /** "<section>:<kind>:<Name>", with "~<n>" appended when two items of one section and kind share a name. */
  id: string;
  name: string;
  kind: ApiKind;
  section: string;
  /** Every public import path the item can be imported from (empty for internal items). */
  importPaths: string[];
  /** The most specific public import path, or null for internal items. */
  primaryImport: string | null;
  /** Referenced by the public API but not exported from any public entry point. */
  internal: boolean;
  deprecated: boolean;
  source?: ApiSource;
  typeParameters?: ApiTypeParameter[];
  /** Functions (overloads = several signatures). */
  signatures?: ApiSignature[];
  /** Type aliases (the aliased type) and variables (the declared type). */
  type?: TypeText;
  /** Variables declared with const. */
  const?: boolean;
  extends?: TypeText[];
  implements?: TypeText[];
  abstract?: boolean;
  /** Classes, interfaces, enums; object-literal type aliases keep their shape in `type`. */
  members?: ApiMember[];
  /**
   * Other names the item is exported under (`export { RedisCache as RedisCacheProvider }`,
   * `export default CommandKit` = "default"), each with the import paths that export that name.
   * `importPaths` lists only the paths exporting the item under its own name.
   */
  aliases?: ApiAlias[];
  /**
   * Type aliases that share their name with a variable (`export const Mode = {...} as const;
   * export type Mode = (typeof Mode)[keyof typeof Mode]`): the variable's facts. Both are exported
   * by the one name, so they are one item.
   */
  value?: ApiValue;
  /**
   * Functions re-exported through a hand-written wrapper `.d.ts` (`commandkit/hooks`) that types them
   * differently from their source declaration (`useStore(): Collection<any, any>` vs
   * `useStore<K = any, V = any>(): Collection<K, V>`): `signatures` are the source declaration's, this is
   * what the wrapper's import paths declare.
   */
  wrapperTyping?: {importPaths: string[]; source?: ApiSource; signatures: ApiSignature[]};
}

export interface ApiAlias {
  name: string;
  importPaths: string[];
}

export interface ApiValue {
  /** Declared with const. */
  const?: boolean;
  type: TypeText;
  source?: ApiSource;
}

export interface ApiPackageModel {
  schemaVersion: number;
  version: ApiVersion;
  section: string;
  /** npm package name, e.g. "commandkit" or "@commandkit/ai". */
  packageName: string;
  /** Base URL for source links; append "<path>#L<line>". */
  sourceBaseUrl: string;
  items: ApiItem[];
}

/** api-models/<version>/<section>.summaries.json */
export type ApiSummaries = Record<string, string>;
