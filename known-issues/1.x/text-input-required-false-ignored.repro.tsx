// Reproduces known issue text-input-required-false-ignored with the real JSX runtime.
import assert from 'node:assert/strict';
import {Modal, ShortInput} from 'commandkit';
import {ActionRowBuilder, TextInputBuilder, TextInputStyle, type ModalActionRowComponentBuilder} from 'discord.js';

export async function reproduce(): Promise<void> {
  const field = <ShortInput customId="nickname" label="Nickname" required={false} />;
  // No `required` key at all: Discord then treats the field as required.
  assert.equal('required' in field.toJSON(), false);
}

export async function workaround(): Promise<void> {
  const optional = new TextInputBuilder().setCustomId('nickname').setLabel('Nickname').setStyle(TextInputStyle.Short).setRequired(false);
  const modal = (
    <Modal customId="profile" title="Profile">
      <ShortInput customId="name" label="Name" required />
      {new ActionRowBuilder<ModalActionRowComponentBuilder>().addComponents(optional)}
    </Modal>
  );
  const inputs = modal.toJSON().components.map((row: {components: Array<{custom_id: string; required?: boolean}>}) => row.components[0]!);
  assert.deepEqual(
    inputs.map((i) => [i.custom_id, i.required]),
    [
      ['name', true],
      ['nickname', false],
    ],
  );
}
