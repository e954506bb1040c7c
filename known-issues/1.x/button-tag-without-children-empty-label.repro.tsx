// Reproduces known issue button-tag-without-children-empty-label with the real JSX runtime.
import assert from 'node:assert/strict';
import {ActionRow, Button, ButtonKit} from 'commandkit';
import {ButtonBuilder, ButtonStyle} from 'discord.js';

export async function reproduce(): Promise<void> {
  assert.throws(() => <Button emoji="🔄" customId="refresh" style={ButtonStyle.Secondary} />, /Invalid string length/);
  assert.throws(() => <Button style={ButtonStyle.Premium} skuId="1100000000000000001" />, /Invalid string length/);
}

export async function workaround(): Promise<void> {
  // A single `{false}` child: no label is set and the tag builds (icon-only and premium). Clicks on such a button
  // reach its onClick like any other (run with a started bot in bench/audit-25/audit-f/probes/icon-only.tsx).
  const iconOnly = (
    <Button emoji="🔄" style={ButtonStyle.Secondary} customId="refresh">
      {false}
    </Button>
  ).toJSON() as any;
  assert.equal(iconOnly.label, undefined);
  assert.equal(iconOnly.custom_id, 'refresh');
  const premiumTag = (
    <Button style={ButtonStyle.Premium} skuId="1100000000000000001">
      {false}
    </Button>
  ).toJSON() as any;
  assert.deepEqual([premiumTag.style, premiumTag.sku_id, premiumTag.label], [ButtonStyle.Premium, '1100000000000000001', undefined]);
  // Built in code.
  const refresh = new ButtonKit().setCustomId('refresh').setEmoji('🔄').setStyle(ButtonStyle.Secondary);
  const premium = new ButtonBuilder().setStyle(ButtonStyle.Premium).setSKUId('1100000000000000001');
  const row = <ActionRow>{[refresh, premium]}</ActionRow>;
  const json = row.toJSON();
  assert.equal(json.components.length, 2);
  assert.equal(json.components[0]!.type, 2);
}
