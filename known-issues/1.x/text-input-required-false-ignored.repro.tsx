// Reproduces known issue text-input-required-false-ignored with the real JSX runtime.
import assert from 'node:assert/strict';
import {Label, Modal, ShortInput} from 'commandkit';
import {TextInputBuilder, TextInputStyle} from 'discord.js';

export async function reproduce(): Promise<void> {
  const field = <ShortInput customId="nickname" required={false} />;
  // No `required` key at all: Discord then treats the field as required.
  assert.equal('required' in field.toJSON(), false);
}

export async function workaround(): Promise<void> {
  const optional = new TextInputBuilder().setCustomId('nickname').setStyle(TextInputStyle.Short).setRequired(false);
  const modal = (
    <Modal customId="profile" title="Profile">
      <Label label="Name">
        <ShortInput customId="name" required />
      </Label>
      <Label label="Nickname">{optional}</Label>
    </Modal>
  );
  const inputs = modal.toJSON().components.map((label) => {
    assert.equal(label.type, 18, 'each field is a label');
    return (label as {component: {custom_id: string; required?: boolean}}).component;
  });
  assert.deepEqual(
    inputs.map((i) => [i.custom_id, i.required]),
    [
      ['name', true],
      ['nickname', false],
    ],
  );
}
