/**
 * Re-extracts the published commandkit@0.1.10 (node_modules/commandkit-v0) and compares names,
 * kinds and signatures with the committed api-models/0.1.10/commandkit.json.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {resolve} from 'node:path';
import {extractV0} from '../../plugins/api-reference/src/extract/extract';
import {readModel} from '../../plugins/api-reference/src/model/io';
import type {ApiItem, ApiMember, ApiSignature, TypeText} from '../../plugins/api-reference/src/model/types';

const t = (x: TypeText | undefined) => x?.text ?? '';
const sig = (s: ApiSignature) =>
  `${s.typeParameters?.length ? `<${s.typeParameters.map((p) => `${p.name}${p.constraint ? ` extends ${t(p.constraint)}` : ''}${p.default ? ` = ${t(p.default)}` : ''}`).join(', ')}>` : ''}(${s.parameters
    .map(
      (p) =>
        `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}: ${t(p.type)}${p.defaultValue !== undefined ? ` = ${p.defaultValue}` : ''}`,
    )
    .join(', ')}): ${t(s.returns)}`;
const member = (m: ApiMember) =>
  `${m.kind} ${m.static ? 'static ' : ''}${m.name}${m.optional ? '?' : ''}: ${t(m.type)}${m.value ? ` = ${m.value}` : ''} ${(m.signatures ?? []).map(sig).join(' | ')}${m.getter ? ` get${sig(m.getter)}` : ''}${m.setter ? ` set${sig(m.setter)}` : ''}`;

/** What must not drift: name, kind, and every signature/type text. */
export function fingerprint(item: ApiItem): string[] {
  return [
    `${item.kind} ${item.name}`,
    ...(item.typeParameters ?? []).map((p) => `tp ${p.name} ${t(p.constraint)} ${t(p.default)}`),
    ...(item.signatures ?? []).map((s) => `sig ${sig(s)}`),
    ...(item.type ? [`type ${t(item.type)}`] : []),
    ...(item.extends ?? []).map((x) => `extends ${t(x)}`),
    ...(item.implements ?? []).map((x) => `implements ${t(x)}`),
    ...(item.members ?? []).map((m) => `member ${member(m)}`),
  ];
}

test('0.1.10 model matches the published package', {timeout: 60_000}, async () => {
  const root = resolve('.');
  const committed = readModel(resolve(root, 'api-models/0.1.10/commandkit.json'));
  const fresh = await extractV0({mainRoot: root});
  const a = Object.fromEntries(committed.items.map((i) => [i.id, fingerprint(i)]));
  const b = Object.fromEntries(fresh.items.map((i) => [i.id, fingerprint(i)]));
  assert.deepEqual(Object.keys(b).sort(), Object.keys(a).sort(), 'item ids differ');
  for (const id of Object.keys(a)) assert.deepEqual(b[id], a[id], `${id} drifted`);
  // 25 exports, plus the types their signatures use that the package does not export (constructor and reload options).
  assert.equal(committed.items.filter((i) => !i.internal).length, 25);
  const internal = committed.items.filter((i) => i.internal).map((i) => i.name);
  for (const name of ['CommandKitOptions', 'ReloadOptions'])
    assert.ok(internal.includes(name), `${name} is documented as an internal item`);
});
