// Reproduces known issue file-upload-file-types-dropped with the real JSX runtime.
import assert from 'node:assert/strict';
import {FileUpload, Label} from 'commandkit';
import {FileUploadBuilder} from 'discord.js';

export async function reproduce(): Promise<void> {
  const field = <FileUpload customId="shots" fileTypes={['image', '.pdf']} maxValues={3} />;
  const json = field.toJSON();
  assert.equal(json.max_values, 3);
  // The filter the props accepted is missing from what Discord receives.
  assert.equal('file_types' in json, false);
}

export async function workaround(): Promise<void> {
  const upload = new FileUploadBuilder().setCustomId('shots').setMaxValues(3).setFileTypes('image', '.pdf');
  const label = <Label label="Screenshots">{upload}</Label>;
  const json = label.toJSON();
  assert.deepEqual(json.component, {type: 19, custom_id: 'shots', max_values: 3, file_types: ['image', '.pdf']});
}
