// Reproduces known issue container-nested-arrays-dropped with the real JSX runtime.
import assert from 'node:assert/strict';
import {Container, Separator, TextDisplay} from 'commandkit';

const groups = [
  {title: 'Moderation', commands: ['ban', 'kick']},
  {title: 'Fun', commands: ['roll']},
];

const texts = (json: {components: Array<{type: number; content?: string}>}) =>
  json.components.filter((c) => c.type === 10).map((c) => c.content);

export async function reproduce(): Promise<void> {
  const card = (
    <Container accentColor="#5865F2">
      <TextDisplay content="# Commands" />
      {groups.map((group) => [
        <TextDisplay content={`## ${group.title}`} />,
        group.commands.map((name) => <TextDisplay content={`/${name}`} />),
      ])}
      <Separator />
    </Container>
  );
  // Only the fixed children survive: every heading and command of the nested map() is gone, and nothing threw.
  assert.deepEqual(texts(card.toJSON()), ['# Commands']);
  assert.equal(card.toJSON().components.length, 2);
}

export async function workaround(): Promise<void> {
  const card = (
    <Container accentColor="#5865F2">
      <TextDisplay content="# Commands" />
      {groups.flatMap((group) => [
        <TextDisplay content={`## ${group.title}`} />,
        ...group.commands.map((name) => <TextDisplay content={`/${name}`} />),
      ])}
      <Separator />
    </Container>
  );
  assert.deepEqual(texts(card.toJSON()), ['# Commands', '## Moderation', '/ban', '/kick', '## Fun', '/roll']);
}
