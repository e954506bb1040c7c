/**
 * Reads, from a version's compiled examples (scripts/lib/examples/check.ts, onProgram), what each identifier
 * of each block shows on hover: the compiler's quick info, trimmed, and for a CommandKit API item its page and
 * summary. Runs inside the one compile the example check makes; nothing is compiled twice.
 */
import ts from 'typescript';
import type {CompiledExamples} from '../../../scripts/lib/examples/index';
import {TWIN_SUFFIX} from '../../../scripts/lib/examples/index';
import type {ApiItemLinks, DeclarationPlace} from './api-items';
import {MAX_TEXT, truncate, type HoverEntry, type HoverSpan} from './hovers';
import {LEGACY_VERSION} from '../../shared/docs-versions';

export interface BlockHovers {
  /** The block's code, to match the code block the page shows. */
  code: string;
  spans: HoverSpan[];
}

/** page -> opening fence line -> hovers of that block. */
export type PageHovers = Map<string, Map<number, BlockHovers>>;

/**
 * Where a CommandKit declaration lives, or undefined for anything else (discord.js, Node, the example itself).
 * 1.x: a declaration file of a framework package installed in the reader's project gives `package:<name>`.
 */
export function declarationPlace(decl: ts.Declaration, version: CompiledExamples['version']): DeclarationPlace | undefined {
  const file = decl.getSourceFile().fileName;
  let module: string | undefined;
  if (version === LEGACY_VERSION) {
    if (/[\\/]node_modules[\\/]commandkit-v0[\\/]/.test(file)) module = 'commandkit';
  } else {
    // The package whose folder holds the file: the part after the last node_modules/.
    const parts = file.split(/[\\/]/);
    const at = parts.lastIndexOf('node_modules');
    const pkg = at < 0 ? undefined : parts[at + 1]?.startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1];
    if (pkg === 'commandkit' || pkg?.startsWith('@commandkit/')) module = `package:${pkg}`;
  }
  if (!module) return undefined;
  const name = ts.getNameOfDeclaration(decl);
  if (!name || !ts.isIdentifier(name)) return undefined;
  const parent = decl.parent;
  const ownerIsType = parent && (ts.isClassDeclaration(parent) || ts.isInterfaceDeclaration(parent) || ts.isClassExpression(parent));
  if (ownerIsType && parent.name) return {module, name: name.text, owner: parent.name.text};
  return {module, name: name.text};
}

/**
 * The quick info as a hover shows it: an imported name's trailing "import X" line is left out (the first line
 * already says what X is), white space is collapsed and long types are cut (the API page has them whole).
 */
export function quickInfoText(display: string): string {
  const text = display.startsWith('(alias) ') ? display.replace(/\nimport [^\n]*$/, '') : display;
  return truncate(text, MAX_TEXT);
}

/** The identifier is part of a type (annotation, type argument, interface or type alias, type-only import). */
export function inTypePosition(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isTypeNode(at) || ts.isInterfaceDeclaration(at) || ts.isTypeAliasDeclaration(at) || ts.isTypeParameterDeclaration(at))
      return true;
    if (ts.isImportDeclaration(at) && at.importClause?.isTypeOnly) return true;
    if (ts.isExportDeclaration(at) && at.isTypeOnly) return true;
    if ((ts.isImportSpecifier(at) || ts.isExportSpecifier(at)) && at.isTypeOnly) return true;
    if (ts.isStatement(at) || ts.isSourceFile(at)) return false;
  }
  return false;
}

/**
 * The identifiers of a JavaScript twin block whose hover will be its TypeScript block's (twinHoversFromTypeScript:
 * the n-th occurrence of a name outside types shows what the TypeScript block's n-th occurrence shows, when the
 * two blocks have as many of them), mapped to that hover: their own quick info would be thrown away, and asking
 * for it is about half of the collect's time. A name counts only when each of its occurrences resolves to a
 * declared symbol (the language service then always has quick info for it, as the span count assumes);
 * otherwise the twin's identifiers of that name are asked as before.
 */
export function borrowedTwinHovers(
  typescript: readonly HoverSpan[],
  identifiers: readonly ts.Identifier[],
  checker: ts.TypeChecker,
): Map<ts.Identifier, HoverEntry> {
  const tsByName = new Map<string, HoverSpan[]>();
  for (const span of typescript) if (!span.inType) tsByName.set(span.name, [...(tsByName.get(span.name) ?? []), span]);
  const jsByName = new Map<string, ts.Identifier[]>();
  for (const node of identifiers) if (!inTypePosition(node)) jsByName.set(node.text, [...(jsByName.get(node.text) ?? []), node]);
  const borrowed = new Map<ts.Identifier, HoverEntry>();
  for (const [name, nodes] of jsByName) {
    const spans = tsByName.get(name);
    if (!spans || spans.length !== nodes.length) continue;
    if (!nodes.every((node) => (checker.getSymbolAtLocation(node)?.declarations?.length ?? 0) > 0)) continue;
    nodes.forEach((node, n) => borrowed.set(node, spans[n]!.entry));
  }
  return borrowed;
}

export function collectHovers(compiled: CompiledExamples, links: ApiItemLinks | undefined, into: PageHovers = new Map()): PageHovers {
  const {program, languageService, blocks, version} = compiled;
  const checker = program.getTypeChecker();
  for (const {block, file} of blocks) {
    const sf = program.getSourceFile(file);
    if (!sf) continue;
    const identifiers: ts.Identifier[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) {
        identifiers.push(node);
        return;
      }
      ts.forEachChild(node, visit);
    };
    const spanOf = (node: ts.Identifier, entry: HoverEntry): HoverSpan => {
      const start = node.getStart(sf);
      const {line, character} = sf.getLineAndCharacterOfPosition(start);
      return {
        line,
        column: character,
        length: node.getEnd() - start,
        entry,
        name: node.text,
        ...(inTypePosition(node) ? {inType: true} : {}),
      };
    };
    const hoverOf = (node: ts.Identifier): HoverSpan | undefined => {
      const info = languageService.getQuickInfoAtPosition(file, node.getStart(sf));
      if (!info?.displayParts?.length) return undefined;
      const text = quickInfoText(ts.displayPartsToString(info.displayParts));
      if (!text) return undefined;
      const entry: HoverEntry = {text};
      let symbol = checker.getSymbolAtLocation(node);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const decl = symbol?.declarations?.[0];
      const place = decl && declarationPlace(decl, version);
      const link = place && links?.link(place);
      if (link) Object.assign(entry, link);
      return spanOf(node, entry);
    };
    visit(sf);
    // A twin's TypeScript block comes earlier in `blocks` (twin pages follow the pages they are made from).
    const typescript = block.page.endsWith(TWIN_SUFFIX)
      ? into.get(block.page.slice(0, -TWIN_SUFFIX.length))?.get(block.fenceLine)
      : undefined;
    const borrowed = typescript ? borrowedTwinHovers(typescript.spans, identifiers, checker) : new Map<ts.Identifier, HoverEntry>();
    const spans = identifiers.flatMap((node) => {
      const entry = borrowed.get(node);
      const span = entry ? spanOf(node, entry) : hoverOf(node);
      return span ? [span] : [];
    });
    const page = into.get(block.page) ?? new Map<number, BlockHovers>();
    page.set(block.fenceLine, {code: block.code, spans});
    into.set(block.page, page);
  }
  return into;
}
