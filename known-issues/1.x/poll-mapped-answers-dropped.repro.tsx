// Reproduces known issue poll-mapped-answers-dropped with the real JSX runtime.
import assert from 'node:assert/strict';
import {Poll, PollAnswer, PollQuestion} from 'commandkit';

const flavours = ['Vanilla', 'Pistachio', 'Mango'];

export async function reproduce(): Promise<void> {
  const poll = (
    <Poll>
      <PollQuestion>Best ice cream?</PollQuestion>
      {flavours.map((flavour) => (
        <PollAnswer>{flavour}</PollAnswer>
      ))}
    </Poll>
  );
  assert.equal(poll.question.text, 'Best ice cream?');
  // The mapped answers sit in a nested array that Poll does not look into.
  assert.deepEqual(poll.answers, []);
}

export async function workaround(): Promise<void> {
  const poll = (
    <Poll>{[<PollQuestion>Best ice cream?</PollQuestion>, ...flavours.map((flavour) => <PollAnswer>{flavour}</PollAnswer>)]}</Poll>
  );
  assert.deepEqual(
    poll.answers.map((answer) => answer.text),
    flavours,
  );
}
