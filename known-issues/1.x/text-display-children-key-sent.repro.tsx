// Reproduces known issue text-display-children-key-sent with the real JSX runtime.
import assert from 'node:assert/strict';
import {Label, Modal, ShortInput, StringSelectMenu, StringSelectMenuOption, TextDisplay} from 'commandkit';
import {StringSelectMenuOptionBuilder, TextDisplayBuilder} from 'discord.js';

export async function reproduce(): Promise<void> {
  assert.deepEqual((<TextDisplay>Hello</TextDisplay>).toJSON(), {type: 10, children: 'Hello', content: 'Hello'});
  assert.deepEqual((<TextDisplay content="Hello" />).toJSON(), {type: 10, content: 'Hello', children: []});
  const form = (
    <Modal customId="apply" title="Apply">
      <TextDisplay content="Answers are read by the admins only." />
      <Label label="Name">
        <ShortInput customId="name" />
      </Label>
    </Modal>
  );
  // The modal's JSON, as showModal() sends it, carries the field too.
  assert.equal('children' in form.toJSON().components[0]!, true);
  // String menu options carry it too.
  const menu = (
    <StringSelectMenu customId="team">
      <StringSelectMenuOption label="Events" value="events" />
    </StringSelectMenu>
  );
  // As JSON, the way reply() sends it.
  assert.deepEqual(JSON.parse(JSON.stringify(menu.toJSON().options)), [{label: 'Events', value: 'events', children: []}]);
}

export async function workaround(): Promise<void> {
  const text = (content: string) => new TextDisplayBuilder().setContent(content);
  const form = (
    <Modal customId="apply" title="Apply">
      {text('Answers are read by the admins only.')}
      <Label label="Name">
        <ShortInput customId="name" />
      </Label>
    </Modal>
  );
  assert.deepEqual(form.toJSON().components[0], {type: 10, content: 'Answers are read by the admins only.'});
  const menu = (
    <StringSelectMenu customId="team">{new StringSelectMenuOptionBuilder().setLabel('Events').setValue('events')}</StringSelectMenu>
  );
  assert.deepEqual(JSON.parse(JSON.stringify(menu.toJSON().options)), [{label: 'Events', value: 'events'}]);
}
