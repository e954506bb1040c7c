// Audit probe (audit-d): a vote on a poll the bot sent as an interaction reply, with a client that has the
// GuildMessagePolls intent but not the Message/Poll/PollAnswer partials (poll page, "Follow the votes").
import {startOfflineBot, type StepContext} from '#support';
import {Poll, PollAnswer, PollQuestion} from 'commandkit';
import {claim, probeCommand} from './support.js';

export const installs = {typescript: '^5.8.3'};

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {
    'src/app/commands/probe.ts': probeCommand,
    'src/app/events/messagePollVoteAdd/seen.ts': 'export default function (answer) { (globalThis.votes ??= []).push(answer.id); }\n',
    'src/app.ts':
      "import { Client } from 'discord.js';\nexport default new Client({ intents: ['Guilds', 'GuildMessages', 'GuildMessagePolls'] });\n",
  });
  (globalThis as any).probeHandler = ({interaction}: any) =>
    interaction.reply({
      poll: (
        <Poll>
          <PollQuestion>Vote?</PollQuestion>
          <PollAnswer>X</PollAnswer>
        </Poll>
      ),
    });
  const reply = await bot.chatInput('probe');
  const vote = await bot.vote(reply.replies.at(-1)!, 1);
  claim('vote-without-partials', {listenerRan: (globalThis as any).votes ?? [], errors: vote.errors.map(String)});
}
