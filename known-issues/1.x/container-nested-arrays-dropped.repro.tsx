// Reproduces known issue container-nested-arrays-dropped with the real JSX runtime.
import assert from 'node:assert/strict';
import {Container, Section, Separator, TextDisplay, Thumbnail} from 'commandkit';

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

  // Section unpacks its children the same way: texts from a nested map() are dropped...
  const withHeading = (
    <Section>
      <TextDisplay content="# Commands" />
      {groups.map((group) => group.commands.map((name) => <TextDisplay content={`/${name}`} />))}
      <Thumbnail url="https://example.com/logo.png" />
    </Section>
  );
  assert.deepEqual(texts(withHeading.toJSON()), ['# Commands']);
  // ...and when they were its only texts, the section is left with none and discord.js refuses it.
  const onlyNested = (
    <Section>
      {groups.map((group) => group.commands.map((name) => <TextDisplay content={`/${name}`} />))}
      <Thumbnail url="https://example.com/logo.png" />
    </Section>
  );
  assert.throws(() => onlyNested.toJSON(), /Invalid Array length/);
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

  const section = (
    <Section>
      {groups.flatMap((group) => group.commands.map((name) => <TextDisplay content={`/${name}`} />))}
      <Thumbnail url="https://example.com/logo.png" />
    </Section>
  );
  assert.deepEqual(texts(section.toJSON()), ['/ban', '/kick', '/roll']);
}
