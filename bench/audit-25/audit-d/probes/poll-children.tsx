// Audit probe (audit-d): what Poll throws without a question, with one child and with several (no bot needed).
import {Poll, PollAnswer, PollQuestion} from 'commandkit';
import {attempt, claim} from './support.js';

export async function reproduce(): Promise<void> {
  claim(
    'two-answers-no-question',
    attempt(() => (
      <Poll>
        <PollAnswer>A</PollAnswer>
        <PollAnswer>B</PollAnswer>
      </Poll>
    )),
  );
  claim(
    'one-answer-no-question',
    attempt(() => (
      <Poll>
        <PollAnswer>A</PollAnswer>
      </Poll>
    )),
  );
  claim(
    'question-only',
    attempt(() => (
      <Poll>
        <PollQuestion>Q</PollQuestion>
      </Poll>
    )),
  );
  claim(
    'question-in-array',
    attempt(() => <Poll>{[<PollQuestion>Q</PollQuestion>]}</Poll>),
  );
  claim(
    'two-questions',
    attempt(() => (
      <Poll>
        <PollQuestion>First</PollQuestion>
        <PollQuestion>Second</PollQuestion>
        <PollAnswer>A</PollAnswer>
      </Poll>
    )),
  );
  const x = 'there';
  claim(
    'question-with-expression',
    attempt(() => (
      <Poll>
        <PollQuestion>Hi {x}</PollQuestion>
        <PollAnswer>A</PollAnswer>
      </Poll>
    )),
  );
}
