/** Declarations and signatures as one line of TypeScript each, from the page generator's segment renderer. */
import {
  declarationSegs,
  memberSignatureSegs,
  signatureSegs,
  valueSegs,
  type LinkContext,
  type Seg,
} from '../../../plugins/api-reference/src/public';
import type {ApiItem, ApiMember} from '../../../plugins/api-reference/src/public';

/** Type text only: links are dropped (the tools give the item's URL instead). */
const NO_LINKS: LinkContext = {urlOf: () => undefined, discordJsVersion: '14.22.1'};

export function segText(segs: readonly Seg[]): string {
  return segs.map((seg) => (typeof seg === 'string' ? seg : seg[0])).join('');
}

/** What the top of the item's page shows: the declaration, each overload, the value of a const-and-type pair. */
export function itemSignatures(item: ApiItem): string[] {
  const out: string[] = [];
  if (item.kind === 'functions') {
    for (const sig of item.signatures ?? []) out.push(segText(signatureSegs(`function ${item.name}`, sig, NO_LINKS)));
  } else {
    out.push(segText(declarationSegs(item, NO_LINKS)));
  }
  if (item.value) out.push(segText(valueSegs(item, NO_LINKS)));
  for (const sig of item.wrapperTyping?.signatures ?? [])
    out.push(
      `${segText(signatureSegs(`function ${item.name}`, sig, NO_LINKS))} // as typed by ${item.wrapperTyping!.importPaths.join(', ')}`,
    );
  return out;
}

export function memberSignatures(member: ApiMember): string[] {
  return memberSignatureSegs(member, NO_LINKS).map(segText);
}
