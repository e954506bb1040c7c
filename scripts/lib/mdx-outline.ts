/**
 * A light outline of an MDX page, read from its source: headings and fenced code blocks outside code,
 * plus whether it links to the API reference. Enough for structural checks without compiling MDX.
 */
export interface PageOutline {
  headings: Array<{level: number; text: string}>;
  codeBlocks: Array<{language: string; meta: string}>;
  linksToApi: boolean;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/;

export function outlineOf(source: string): PageOutline {
  const outline: PageOutline = {headings: [], codeBlocks: [], linksToApi: false};
  let fence: string | null = null;
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  for (const line of body.split('\n')) {
    const match = line.match(FENCE);
    if (fence) {
      if (match && match[2].startsWith(fence) && !match[3] && !match[4].trim()) {
        fence = null;
      }
      continue;
    }
    if (match) {
      fence = match[2];
      outline.codeBlocks.push({language: match[3], meta: match[4].trim()});
      continue;
    }
    const heading = line.match(/^(#{1,6})\s+(.+?)\s*#*\s*$/);
    if (heading) {
      outline.headings.push({level: heading[1].length, text: heading[2]});
    }
    if (/\]\(api:/.test(line)) {
      outline.linksToApi = true;
    }
  }
  return outline;
}
