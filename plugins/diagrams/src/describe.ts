/**
 * Text alternatives for diagrams: what a screen reader announces instead of the picture. A flowchart is
 * told edge by edge ("A leads to B"), a sequence diagram message by message, from the same source the
 * picture is drawn from, so the two cannot disagree.
 */
import type {MermaidGraph} from 'beautiful-mermaid';

/** A label as plain text: `<br/>` line breaks become commas, quotes and markup go. */
export function plainLabel(label: string): string {
  return label
    .replace(/<br\s*\/?>|\n/gi, ', ')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .trim();
}

const DIRECTIONS: Record<string, string> = {
  TD: 'top to bottom',
  TB: 'top to bottom',
  BT: 'bottom to top',
  LR: 'left to right',
  RL: 'right to left',
};

/** "Flowchart, top to bottom: A leads to B; B leads to C (when: yes)." */
export function describeFlowchart(graph: MermaidGraph): string {
  const name = (id: string) => plainLabel(graph.nodes.get(id)?.label ?? id) || id;
  const steps = graph.edges.map((edge) => {
    const label = edge.label ? ` (${plainLabel(edge.label)})` : '';
    const verb = edge.style === 'dotted' ? 'may lead to' : 'leads to';
    return `${name(edge.source)} ${verb} ${name(edge.target)}${label}`;
  });
  const connected = new Set(graph.edges.flatMap((edge) => [edge.source, edge.target]));
  const alone = [...graph.nodes.keys()].filter((id) => !connected.has(id)).map(name);
  const parts = [...steps, ...(alone.length > 0 ? [`also: ${alone.join(', ')}`] : [])];
  return `Flowchart, ${DIRECTIONS[graph.direction] ?? 'top to bottom'}: ${parts.join('; ')}.`;
}

const MESSAGE = /^([^\s:-][^:]*?)\s*(-{1,2}(?:>>|>|x|\)))\s*([+-]?)([^:]+?)\s*:\s*(.*)$/;
const PARTICIPANT = /^(?:participant|actor)\s+(\S+)(?:\s+as\s+(.+))?$/;
const NOTE = /^note\s+(?:over|left of|right of)\s+([^:]+):\s*(.*)$/i;
const BLOCK = /^(alt|else|opt|loop|par|and|critical|break|rect)\b\s*(.*)$/;

/** "Sequence diagram between A, B and C. A to B: request. If x: … Otherwise: … End." */
export function describeSequence(source: string): string {
  const names = new Map<string, string>();
  const order: string[] = [];
  const nameOf = (id: string) => {
    const key = id.trim().replace(/^[+-]/, '');
    if (!names.has(key)) {
      names.set(key, key);
      order.push(key);
    }
    return names.get(key)!;
  };
  const steps: string[] = [];
  for (const raw of source.split('\n').slice(1)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('%%') || /^(autonumber|activate|deactivate)\b/.test(line)) continue;
    const participant = PARTICIPANT.exec(line);
    if (participant) {
      const [, id, alias] = participant;
      if (!names.has(id!)) order.push(id!);
      names.set(id!, plainLabel(alias ?? id!));
      continue;
    }
    const note = NOTE.exec(line);
    if (note) {
      steps.push(`Note: ${plainLabel(note[2]!)}`);
      continue;
    }
    const block = BLOCK.exec(line);
    if (block) {
      const [, keyword, text] = block;
      const condition = plainLabel(text ?? '');
      const opening: Record<string, string> = {
        alt: 'If',
        else: 'Otherwise',
        opt: 'Optionally, if',
        loop: 'Repeated',
        par: 'In parallel',
        and: 'and',
        critical: 'Critical',
        break: 'Stop if',
      };
      if (keyword !== 'rect') steps.push(`${opening[keyword!]}${condition ? ` ${condition}` : ''}:`);
      continue;
    }
    if (line === 'end') {
      steps.push('End of block.');
      continue;
    }
    const message = MESSAGE.exec(line);
    if (message) {
      const [, from, arrow, , to, text] = message;
      const reply = arrow!.startsWith('--') ? 'replies to' : 'to';
      steps.push(`${nameOf(from!)} ${reply} ${nameOf(to!)}: ${plainLabel(text!)}.`);
    }
  }
  const people = order.map((id) => names.get(id)!);
  const between = people.length > 1 ? `${people.slice(0, -1).join(', ')} and ${people.at(-1)}` : (people[0] ?? 'its participants');
  return `Sequence diagram between ${between}. ${steps.join(' ')}`.trim();
}
