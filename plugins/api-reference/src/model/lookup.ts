/**
 * An index over the models of one version: item by id, item URL, lookup by section + name
 * (for guide links), and "did you mean" suggestions.
 */
import type {ApiItem, ApiKind, ApiPackageModel, ApiVersion} from './types';
import {API_KINDS} from './types';
import {assignSlugs} from './slug';
import {editDistance} from '../../../shared/edit-distance';
import {LEGACY_VERSION} from '../../../shared/docs-versions';

export const DEFAULT_ROUTE_BASES: Record<ApiVersion, string> = {
  '1.x': '/docs/api-reference',
  [LEGACY_VERSION]: '/docs/v0/api-reference',
};

/** 0.1.10 has a single section, so its URLs have no section segment. */
export function hasSectionSegment(version: ApiVersion): boolean {
  return version !== LEGACY_VERSION;
}

export function sectionUrl(routeBase: string, version: ApiVersion, section: string): string {
  return hasSectionSegment(version) ? `${routeBase}/${section}` : routeBase;
}

export function kindUrl(routeBase: string, version: ApiVersion, section: string, kind: ApiKind): string {
  return `${sectionUrl(routeBase, version, section)}/${kind}`;
}

export type LookupResult =
  | {ok: true; item: ApiItem; url: string}
  | {ok: false; reason: 'unknown-section' | 'unknown-item' | 'ambiguous'; message: string; candidates: ApiItem[]; suggestions: string[]};

export class ApiIndex {
  readonly items: ApiItem[] = [];
  readonly byId = new Map<string, ApiItem>();
  readonly slugById = new Map<string, string>();
  readonly sections: string[];

  constructor(
    readonly version: ApiVersion,
    readonly models: readonly ApiPackageModel[],
    readonly routeBase: string = DEFAULT_ROUTE_BASES[version],
  ) {
    this.sections = models.map((m) => m.section).sort();
    for (const model of models) {
      for (const kind of API_KINDS) {
        const folder = model.items.filter((i) => i.kind === kind);
        for (const [id, slug] of assignSlugs(folder)) this.slugById.set(id, slug);
      }
      for (const item of model.items) {
        this.items.push(item);
        this.byId.set(item.id, item);
      }
    }
  }

  model(section: string): ApiPackageModel | undefined {
    return this.models.find((m) => m.section === section);
  }

  slug(id: string): string {
    const slug = this.slugById.get(id);
    if (!slug) throw new Error(`No API item with id "${id}" in ${this.version}`);
    return slug;
  }

  url(id: string): string {
    const item = this.byId.get(id);
    if (!item) throw new Error(`No API item with id "${id}" in ${this.version}`);
    return `${kindUrl(this.routeBase, this.version, item.section, item.kind)}/${this.slug(id)}`;
  }

  urlIfKnown(id: string): string | undefined {
    return this.byId.has(id) ? this.url(id) : undefined;
  }

  sourceUrl(item: ApiItem): string | undefined {
    const model = this.model(item.section);
    return item.source && model ? `${model.sourceBaseUrl}${item.source.path}#L${item.source.line}` : undefined;
  }

  /**
   * Finds `<section>/<Name>` or `<section>/<kind>/<Name>` (exact name, else an export alias;
   * exported items win over internal ones).
   */
  find(section: string, name: string, kind?: string): LookupResult {
    if (!this.sections.includes(section)) {
      return {
        ok: false,
        reason: 'unknown-section',
        message: `unknown section "${section}" (sections of ${this.version}: ${this.sections.join(', ')})`,
        candidates: [],
        suggestions: closest(section, this.sections),
      };
    }
    if (kind !== undefined && !(API_KINDS as readonly string[]).includes(kind)) {
      return {
        ok: false,
        reason: 'unknown-item',
        message: `unknown kind "${kind}" (kinds: ${API_KINDS.join(', ')})`,
        candidates: [],
        suggestions: closest(kind, [...API_KINDS]),
      };
    }
    const inSection = this.items.filter((i) => i.section === section);
    let matches = inSection.filter((i) => i.name === name && (kind === undefined || i.kind === kind));
    // An export alias (`export { RedisCache as RedisCacheProvider }`) resolves to the item's page.
    if (!matches.length && name !== 'default') {
      matches = inSection.filter((i) => (kind === undefined || i.kind === kind) && i.aliases?.some((a) => a.name === name));
    }
    const exported = matches.filter((i) => !i.internal);
    if (exported.length) matches = exported;
    // Several items of one kind with one name (internal duplicates): the first id wins.
    const kinds = new Set(matches.map((m) => m.kind));
    if (matches.length && kinds.size === 1) {
      const item = matches.sort((a, b) => a.id.length - b.id.length || (a.id < b.id ? -1 : 1))[0]!;
      return {ok: true, item, url: this.url(item.id)};
    }
    if (kinds.size > 1) {
      return {
        ok: false,
        reason: 'ambiguous',
        message:
          `"${name}" is ambiguous in ${section}: it exists as ${[...kinds].join(' and ')}; write ` +
          `api:${section}/<kind>/${name} with the kind`,
        candidates: matches,
        suggestions: [...kinds].map((k) => `api:${section}/${k}/${name}`),
      };
    }
    const pool = inSection
      .filter((i) => kind === undefined || i.kind === kind)
      .flatMap((i) => [i.name, ...(i.aliases ?? []).map((a) => a.name).filter((n) => n !== 'default')]);
    const everywhere = this.items.filter((i) => i.name === name).map((i) => `api:${i.section}/${i.name}`);
    const suggestions = [...new Set([...everywhere, ...closest(name, pool).map((n) => `api:${section}/${kind ? kind + '/' : ''}${n}`)])];
    return {
      ok: false,
      reason: 'unknown-item',
      message: `no ${kind ? kind.replace(/s$/, '') + ' ' : ''}"${name}" in section ${section} of ${this.version}`,
      candidates: [],
      suggestions,
    };
  }
}

/** Up to three closest names (case-insensitive edit distance, substring matches first). */
export function closest(name: string, pool: string[], max = 3): string[] {
  const lower = name.toLowerCase();
  const scored = [...new Set(pool)].map((p) => {
    const pl = p.toLowerCase();
    const d = pl === lower ? -1 : pl.includes(lower) || lower.includes(pl) ? 0.5 : editDistance(lower, pl);
    return {p, d};
  });
  const limit = Math.max(2, Math.floor(name.length / 3));
  return scored
    .filter((s) => s.d <= limit)
    .sort((a, b) => a.d - b.d || (a.p < b.p ? -1 : 1))
    .slice(0, max)
    .map((s) => s.p);
}

/** "section  classes  enums ... total" table for logs and reports. */
export function countTable(models: ApiPackageModel[]): string {
  const header = ['version', 'section', ...API_KINDS, 'internal', 'total'];
  const rows = models.map((m) => {
    const by = (k: ApiKind) => String(m.items.filter((i) => i.kind === k).length);
    return [m.version, m.section, ...API_KINDS.map(by), String(m.items.filter((i) => i.internal).length), String(m.items.length)];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  return [header, ...rows].map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ')).join('\n');
}
