/**
 * Reads, from a version's compiled examples (scripts/lib/examples/check.ts, onProgram), what each identifier
 * of each block shows on hover: the compiler's quick info, trimmed, and for a CommandKit API item its page and
 * summary. Runs inside the one compile the example check makes; nothing is compiled twice.
 */
import ts from 'typescript';
import type {CompiledExamples} from '../../../scripts/lib/examples/check';
import type {ApiItemLinks, DeclarationPlace} from './api-items';
import {MAX_TEXT, truncate, type HoverEntry, type HoverSpan} from './hovers';

export interface BlockHovers {
  /** The block's code, to match the code block the page shows. */
  code: string;
  spans: HoverSpan[];
}

/** page -> opening fence line -> hovers of that block. */
export type PageHovers = Map<string, Map<number, BlockHovers>>;

/** Where a CommandKit declaration lives, or undefined for anything else (discord.js, Node, the example itself). */
export function declarationPlace(decl: ts.Declaration, version: CompiledExamples['version'], declarationFiles: ReadonlySet<string>): DeclarationPlace | undefined {
  const file = decl.getSourceFile().fileName;
  let module: string | undefined;
  if (version === '0.1.10') {
    if (/[\\/]node_modules[\\/]commandkit-v0[\\/]/.test(file)) module = 'commandkit';
  } else if (declarationFiles.has(file)) {
    for (let node: ts.Node | undefined = decl; node; node = node.parent) {
      if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
        module = node.name.text;
        break;
      }
    }
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
    if (ts.isTypeNode(at) || ts.isInterfaceDeclaration(at) || ts.isTypeAliasDeclaration(at) || ts.isTypeParameterDeclaration(at)) return true;
    if (ts.isImportDeclaration(at) && at.importClause?.isTypeOnly) return true;
    if (ts.isExportDeclaration(at) && at.isTypeOnly) return true;
    if ((ts.isImportSpecifier(at) || ts.isExportSpecifier(at)) && at.isTypeOnly) return true;
    if (ts.isStatement(at) || ts.isSourceFile(at)) return false;
  }
  return false;
}

export function collectHovers(compiled: CompiledExamples, links: ApiItemLinks | undefined, into: PageHovers = new Map()): PageHovers {
  const {program, languageService, blocks, version} = compiled;
  const checker = program.getTypeChecker();
  const declarationFiles = new Set(compiled.declarations?.files ?? []);
  for (const {block, file} of blocks) {
    const sf = program.getSourceFile(file);
    if (!sf) continue;
    const spans: HoverSpan[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) {
        const span = hoverOf(node);
        if (span) spans.push(span);
        return;
      }
      ts.forEachChild(node, visit);
    };
    const hoverOf = (node: ts.Identifier): HoverSpan | undefined => {
      const start = node.getStart(sf);
      const info = languageService.getQuickInfoAtPosition(file, start);
      if (!info?.displayParts?.length) return undefined;
      const text = quickInfoText(ts.displayPartsToString(info.displayParts));
      if (!text) return undefined;
      const entry: HoverEntry = {text};
      let symbol = checker.getSymbolAtLocation(node);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const decl = symbol?.declarations?.[0];
      const place = decl && declarationPlace(decl, version, declarationFiles);
      const link = place && links?.link(place);
      if (link) Object.assign(entry, link);
      const {line, character} = sf.getLineAndCharacterOfPosition(start);
      return {line, column: character, length: node.getEnd() - start, entry, name: node.text, ...(inTypePosition(node) ? {inType: true} : {})};
    };
    visit(sf);
    const page = into.get(block.page) ?? new Map<number, BlockHovers>();
    page.set(block.fenceLine, {code: block.code, spans});
    into.set(block.page, page);
  }
  return into;
}
