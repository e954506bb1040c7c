/**
 * What the normalising steps (normalise.ts, candidates.ts, merge-candidates.ts, members.ts) share about TypeDoc's
 * JSON: its reflection kinds, the context a caller passes in, the deprecated tag and a reflection's source position.
 * A leaf module, so the steps can import it without importing each other.
 */
import type {JSONOutput} from 'typedoc';
import type {ApiKind, ApiSource, DiscordJsKind} from '../model/types';

export type Declaration = JSONOutput.DeclarationReflection;
export type AnyReflection = JSONOutput.DeclarationReflection | JSONOutput.ReferenceReflection;

export const ReflectionKind = {
  Module: 2,
  Namespace: 4,
  Enum: 8,
  EnumMember: 16,
  Variable: 32,
  Function: 64,
  Class: 128,
  Interface: 256,
  Constructor: 512,
  Property: 1024,
  Method: 2048,
  Accessor: 262144,
  TypeAlias: 2097152,
  Reference: 4194304,
} as const;

/** The item kind of each top-level declaration kind the reference documents (others are left out). */
export const KIND_BY_REFLECTION: Record<number, ApiKind> = {
  [ReflectionKind.Class]: 'classes',
  [ReflectionKind.Interface]: 'interfaces',
  [ReflectionKind.Function]: 'functions',
  [ReflectionKind.TypeAlias]: 'types',
  [ReflectionKind.Variable]: 'variables',
  [ReflectionKind.Enum]: 'enums',
};

/** Declaration kinds of TypeDoc signatures. */
export const SIG_CALL = 4096;
export const SIG_CONSTRUCT = 16384;

export interface EntryModule {
  /** The module's source file as TypeDoc reports it (relative to TypeDoc's basePath). */
  fileName: string;
  importPath: string;
  /** Section that publishes the import path. */
  section: string;
}

export interface NormaliseContext {
  entries: EntryModule[];
  /** TypeDoc fileName -> path relative to the framework repository root (undefined = unknown). */
  sourcePath: (fileName: string) => string | undefined;
  /** Section an item belongs to, from its repository-relative source path. */
  sectionOf: (path: string | undefined, fallback: string) => string;
  /** Name of the internal module created by typedoc-plugin-missing-exports. */
  internalModule?: string;
  discordJsKinds: Map<string, DiscordJsKind>;
  /** Names of npm packages per section, to prefer an item's own package for the primary import. */
  packageNames: Record<string, string>;
  /**
   * Merge a declaration that only describes a runtime re-export (a wrapper .d.ts) into the
   * declaration of the same name and kind in the same section. Returns true for wrapper paths.
   */
  isWrapperPath?: (path: string) => boolean;
  /**
   * The text of a line of a repository file (1-based), to tell which of a merged symbol's
   * declarations is the type alias and which the variable. Optional.
   */
  lineText?: (path: string, line: number) => string | undefined;
}

export function isDeprecated(r: {comment?: JSONOutput.Comment} | undefined): boolean {
  const c = r?.comment;
  if (!c) return false;
  return !!(c.blockTags?.some((t) => t.tag === '@deprecated') || c.modifierTags?.includes('@deprecated'));
}

export function firstSource(r: {sources?: JSONOutput.SourceReference[]}, ctx: NormaliseContext): ApiSource | undefined {
  const s = r.sources?.[0];
  if (!s) return undefined;
  const path = ctx.sourcePath(s.fileName);
  return path ? {path, line: s.line} : undefined;
}
