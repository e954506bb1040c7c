// Reproduces known issue container-accent-color-required with the real JSX runtime.
import assert from 'node:assert/strict';
import {Container, TextDisplay} from 'commandkit';
import {ContainerBuilder, TextDisplayBuilder} from 'discord.js';

export async function reproduce(): Promise<void> {
  assert.throws(
    () => (
      <Container>
        <TextDisplay content="Weekly report" />
      </Container>
    ),
    /Unable to convert "undefined" to a number/,
  );
  // With a colour it builds.
  const framed = (
    <Container accentColor="#5865F2">
      <TextDisplay content="Weekly report" />
    </Container>
  );
  assert.equal(framed.toJSON().accent_color, 0x5865f2);
}

export async function workaround(): Promise<void> {
  // A frame without a coloured bar, assembled with discord.js' builder from CommandKit's text display.
  const text = <TextDisplay content="Weekly report" />;
  assert.ok(text instanceof TextDisplayBuilder);
  const frame = new ContainerBuilder().addTextDisplayComponents(text);
  const json = frame.toJSON();
  assert.equal(json.accent_color, undefined);
  assert.equal(json.components.length, 1);
}
