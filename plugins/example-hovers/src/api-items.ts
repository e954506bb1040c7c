/**
 * From a symbol the compiler resolved in an example to the API item of the committed model it is: the item's
 * page URL and its one-line summary (a member links to its owner's page, with the member's own summary).
 */
import {join} from 'node:path';
import {ApiIndex, descriptionText, loadDescriptions, loadModels, loadSummaries} from '../../api-reference/src/public';
import type {ApiItem, ApiVersion} from '../../api-reference/src/public';
import {oneLine} from './hovers';
import {LEGACY_VERSION} from '../../shared/docs-versions';

/** Where a declaration lives: a CommandKit import path ('commandkit', 'commandkit/ai') or a 1.x package ('package:@commandkit/ai'). */
export interface DeclarationPlace {
  module: string;
  name: string;
  /** For a member: the name of the class or interface declaring it. */
  owner?: string;
}

export interface ApiLink {
  url: string;
  summary?: string;
}

export class ApiItemLinks {
  private readonly index: ApiIndex;
  private readonly summaries: Readonly<Record<string, string>>;
  private readonly members: ReturnType<typeof loadDescriptions>;
  private readonly byName = new Map<string, ApiItem[]>();

  constructor(
    modelsDir: string,
    readonly version: ApiVersion,
  ) {
    this.index = new ApiIndex(version, loadModels(modelsDir, version));
    this.summaries = loadSummaries(modelsDir, version);
    this.members = loadDescriptions(modelsDir, version);
    for (const item of this.index.items) {
      const list = this.byName.get(item.name) ?? [];
      list.push(item);
      this.byName.set(item.name, list);
    }
  }

  /**
   * The item named `name` that `module` declares: exported from that import path, or (`package:<name>`, a
   * declaration file of that package) any item of that package. Several candidates: the exported one, then
   * the shortest id.
   */
  item(name: string, module: string): ApiItem | undefined {
    const candidates = this.byName.get(name) ?? [];
    const packageName = /^package:(.+)$/.exec(module)?.[1];
    const inModule = candidates.filter((i) =>
      packageName ? this.index.model(i.section)?.packageName === packageName : i.importPaths.includes(module) || i.primaryImport === module,
    );
    const pool = inModule.length ? inModule : this.version === LEGACY_VERSION ? candidates : [];
    return [...pool].sort((a, b) => Number(a.internal) - Number(b.internal) || a.id.length - b.id.length || (a.id < b.id ? -1 : 1))[0];
  }

  link(place: DeclarationPlace): ApiLink | undefined {
    if (place.owner) {
      const owner = this.item(place.owner, place.module);
      if (!owner) return undefined;
      const description = descriptionText(this.members[`${owner.id}#${place.name}`]);
      return {url: this.index.url(owner.id), ...(description ? {summary: oneLine(description)} : {})};
    }
    const item = this.item(place.name, place.module);
    if (!item) return undefined;
    const summary = this.summaries[item.id];
    return {url: this.index.url(item.id), ...(summary ? {summary: oneLine(summary)} : {})};
  }
}

export function apiItemLinks(siteDir: string, version: ApiVersion): ApiItemLinks {
  return new ApiItemLinks(join(siteDir, 'api-models'), version);
}
