// Reproduces known issue text-input-required-false-ignored with the real JSX runtime.
import assert from 'node:assert/strict';
import {Label, Modal, ShortInput} from 'commandkit';

export async function reproduce(): Promise<void> {
  const field = <ShortInput customId="nickname" required={false} />;
  // No `required` key at all: Discord then treats the field as required.
  assert.equal('required' in field.toJSON(), false);
}

export async function workaround(): Promise<void> {
  // The JSX input is a discord.js TextInputBuilder: set the flag on it directly, then wrap it in a Label as usual.
  const nickname = (<ShortInput customId="nickname" />).setRequired(false);
  const modal = (
    <Modal customId="profile" title="Profile">
      <Label label="Name">
        <ShortInput customId="name" required />
      </Label>
      <Label label="Nickname">{nickname}</Label>
    </Modal>
  );
  const inputs = modal.toJSON().components.map((label: {component: {custom_id: string; required?: boolean}}) => label.component);
  assert.deepEqual(
    inputs.map((i) => [i.custom_id, i.required]),
    [
      ['name', true],
      ['nickname', false],
    ],
  );
}
