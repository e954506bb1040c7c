/**
 * Runs TypeDoc in-process and returns its JSON project (the same object `typedoc --json` writes).
 */
import {
  Application,
  Converter,
  IntrinsicType,
  ReflectionKind,
  UnionType,
  type Context,
  type DeclarationReflection,
  type JSONOutput,
  type SignatureReflection,
  type SomeType,
} from 'typedoc';
import ts from 'typescript';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {pathToFileURL} from 'node:url';

type ExpandFn = (logger: unknown, inputFiles: string[], options: unknown) => unknown;

/**
 * TypeDoc globs every entry point from their common root; when the entry points live under
 * different top-level folders (/tmp and /work) that root is "/" and its globbing fails.
 * We hand TypeDoc the already-resolved file list instead (TypeDoc's own exported helper).
 */
async function loadExpand(): Promise<ExpandFn> {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('typedoc/package.json'));
  const mod = (await import(pathToFileURL(join(dir, 'dist/lib/utils/entry-point.js')).href)) as {
    getExpandedEntryPointsForPaths: ExpandFn;
  };
  return mod.getExpandedEntryPointsForPaths;
}

let pluginCopies = 0;

/**
 * typedoc-plugin-missing-exports' `load`, from a fresh copy of its module: the plugin refuses a second load
 * in one process (a module-level flag), and one process extracts both versions (CLI, tests). Each copy
 * registers its listeners on its own Application; TypeDoc accepts a function as a plugin.
 */
async function missingExportsPlugin(): Promise<(app: Application) => void> {
  const require = createRequire(import.meta.url);
  pluginCopies += 1;
  const mod = (await import(`${pathToFileURL(require.resolve('typedoc-plugin-missing-exports')).href}?copy=${pluginCopies}`)) as {
    load: (app: Application) => void;
  };
  return mod.load;
}

export interface TypeDocRunOptions {
  entryPoints: string[];
  tsconfig: string;
  /** Paths in `sources[].fileName` are made relative to this directory. */
  basePath: string;
  /** Add referenced-but-not-exported types (typedoc-plugin-missing-exports). */
  missingExports?: boolean;
  /** TypeDoc's externalPattern; pass a pattern that matches nothing to document files in node_modules. */
  externalPattern?: string[];
  /** Convert own members' annotated types from their type nodes (default true; see keepWrittenTypes). */
  writtenTypes?: boolean;
}

/** TypeDoc's removeUndefined: an optional member's `| undefined` is implied by `?`. */
function withoutUndefined(type: SomeType): SomeType {
  if (!(type instanceof UnionType)) return type;
  const types = type.types.filter((t) => !(t instanceof IntrinsicType && t.name === 'undefined'));
  if (types.length === 1) return types[0]!;
  type.types = types;
  return type;
}

function isThisType(type: ts.Type): boolean {
  return (type.flags & ts.TypeFlags.TypeParameter) !== 0 && (type as unknown as {isThisType?: boolean}).isThisType === true;
}

/** The TypeScript symbol of a reflection, if the converter knows it. */
function symbolOf(context: Context, reflection: {id: number} | undefined): ts.Symbol | undefined {
  return reflection ? context.getSymbolFromReflection(reflection as DeclarationReflection) : undefined;
}

/**
 * TypeDoc converts property, parameter and return types from the checker's *resolved* type (the
 * annotation is only a hint). That expands aliases the checker does not keep: `command: CommandData
 * | Record<string, any>` came out as `Record<string, any> | { aliases?; description?; guilds? }`,
 * losing the alias and (with an unresolvable third-party part) part of its meaning. For members
 * whose declaration is written in their own container (not inherited from an instantiated base,
 * not produced by a mapped type) we convert the written annotation instead, as TypeDoc already
 * does for variables and type aliases. Inherited / instantiated members keep the resolved type,
 * which is the right one there (`T` substituted).
 */
export function keepWrittenTypes(app: Application): void {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context: Context, reflection: DeclarationReflection) => {
    // Already converted from the written type node (members of a written object type).
    if (!reflection.kindOf(ReflectionKind.Property) || context.convertingTypeNode) return;
    const symbol = symbolOf(context, reflection);
    const decl = symbol?.getDeclarations()?.[0];
    if (!decl || !(ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl)) || !decl.type) return;
    // Own member: the node containing the declaration is a declaration of the parent reflection.
    const parentDecls = symbolOf(context, reflection.parent)?.getDeclarations() ?? [];
    if (!parentDecls.includes(decl.parent as ts.Declaration)) return;
    const type = context.converter.convertType(context.withScope(reflection), decl.type);
    context.project.removeTypeReflections(reflection.type);
    reflection.type = decl.questionToken ? withoutUndefined(type) : type;
  });
  app.converter.on(
    Converter.EVENT_CREATE_SIGNATURE,
    (
      context: Context,
      sig: SignatureReflection,
      declaration: ts.SignatureDeclaration | ts.JSDocSignature | undefined,
      signature: ts.Signature | undefined,
    ) => {
      if (!declaration || !signature || ts.isJSDocSignature(declaration)) return;
      // `return this` without an annotation: the checker infers the polymorphic `this` type, which TypeDoc
      // prints as the class name; the method returns whatever subclass it is called on. The signature TypeDoc
      // has is instantiated for the class (`this` = the class), so the declaration's own signature is asked.
      const declared = declaration.type ? undefined : context.checker.getSignatureFromDeclaration(declaration);
      if (declared && sig.kind === ReflectionKind.CallSignature && isThisType(declared.getReturnType())) {
        context.project.removeTypeReflections(sig.type);
        sig.type = new IntrinsicType('this');
      }
      // Instantiated signatures (inherited from a generic base, mapped) keep the resolved types.
      if ((signature as unknown as {mapper?: unknown}).mapper || (signature as unknown as {target?: unknown}).target) return;
      if (signature.getDeclaration() !== declaration) return;
      const scope = context.withScope(sig);
      // Type parameter constraints and defaults (`<T extends keyof TEvent>`, not `string | number | symbol`).
      for (const tp of sig.typeParameters ?? []) {
        const node = declaration.typeParameters?.find((n) => n.name.text === tp.name);
        if (!node) continue;
        if (node.constraint) {
          context.project.removeTypeReflections(tp.type);
          tp.type = context.converter.convertType(scope, node.constraint);
        }
        if (node.default) {
          context.project.removeTypeReflections(tp.default);
          tp.default = context.converter.convertType(scope, node.default);
        }
      }
      const nodes = declaration.parameters.filter((p) => !(ts.isIdentifier(p.name) && p.name.text === 'this'));
      const params = sig.parameters ?? [];
      params.forEach((p, i) => {
        const node =
          nodes.find((n) => ts.isIdentifier(n.name) && n.name.text === p.name) ??
          (p.name === '__namedParameters' && nodes.length === params.length ? nodes[i] : undefined);
        if (!node?.type || node.type.kind === ts.SyntaxKind.ThisType) return;
        const type = context.converter.convertType(scope, node.type);
        context.project.removeTypeReflections(p.type);
        p.type = node.questionToken ? withoutUndefined(type) : type;
      });
      const ret = declaration.type;
      if (
        ret &&
        ret.kind !== ts.SyntaxKind.ThisType &&
        !ts.isTypePredicateNode(ret) &&
        sig.kind !== ReflectionKind.SetSignature &&
        sig.kind !== ReflectionKind.ConstructorSignature
      ) {
        const type = context.converter.convertType(scope, ret);
        context.project.removeTypeReflections(sig.type);
        sig.type = type;
      }
    },
  );
}

export async function runTypeDoc(options: TypeDocRunOptions): Promise<JSONOutput.ProjectReflection> {
  const app = await Application.bootstrapWithPlugins({
    entryPoints: options.entryPoints,
    entryPointStrategy: 'resolve',
    tsconfig: options.tsconfig,
    basePath: options.basePath,
    displayBasePath: options.basePath,
    skipErrorChecking: true,
    excludeExternals: true,
    excludePrivate: true,
    excludeInternal: false,
    excludeReferences: false,
    disableGit: true,
    sourceLinkTemplate: 'https://example.invalid/{path}#L{line}',
    readme: 'none',
    logLevel: 'Error',
    validation: {notExported: false, invalidLink: false, rewrittenLink: false, notDocumented: false, unusedMergeModuleWith: false},
    plugin: (options.missingExports ? [await missingExportsPlugin()] : []) as unknown as string[],
    ...(options.externalPattern ? {externalPattern: options.externalPattern} : {}),
  });
  if (options.writtenTypes !== false) keepWrittenTypes(app);
  const expand = await loadExpand();
  (app as unknown as {getEntryPoints: () => unknown}).getEntryPoints = () => expand(app.logger, options.entryPoints, app.options);
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc could not convert the project (see the errors above).');
  return app.serializer.projectToObject(project, options.basePath as Parameters<typeof app.serializer.projectToObject>[1]);
}
