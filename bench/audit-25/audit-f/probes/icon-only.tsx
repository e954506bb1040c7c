// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Audit-f probe: can an icon-only (or premium) button be written as a <Button> tag? (discord-components-v1/button)
import {startOfflineBot, type StepContext} from '#support';
import {ActionRow, Button} from 'commandkit';
import {ButtonStyle} from 'discord.js';

export const installs = {typescript: '^5.8.3'};
const claim = (id: string, observed: unknown) => console.log(`CLAIM ${id} ${JSON.stringify(observed)}`);
const tryJson = (f: () => unknown) => {
  try {
    return f();
  } catch (e: any) {
    return `THROWS: ${String(e?.message ?? e).split('\n')[0]}`;
  }
};

export async function reproduce(context: StepContext): Promise<void> {
  const {bot} = await startOfflineBot(context, {});
  claim(
    'no-children',
    tryJson(() => (<Button customId="a" emoji="🔄" />).toJSON()),
  );
  claim(
    'children-null',
    tryJson(() =>
      (
        <Button customId="a" emoji="🔄">
          {null as any}
        </Button>
      ).toJSON(),
    ),
  );
  claim(
    'children-false',
    tryJson(() =>
      (
        <Button customId="a" emoji="🔄">
          {false}
        </Button>
      ).toJSON(),
    ),
  );
  claim(
    'premium-children-false',
    tryJson(() =>
      (
        <Button style={ButtonStyle.Premium} skuId="123456789012345678">
          {false}
        </Button>
      ).toJSON(),
    ),
  );
  let clicked = 0;
  const b = (
    <Button
      emoji="🔄"
      onClick={async (i) => {
        clicked++;
        await i.deferUpdate();
      }}>
      {false}
    </Button>
  );
  const row = <ActionRow>{b}</ActionRow>;
  const msg: any = {
    id: '1100000000000000777',
    channel_id: bot.world.channel.id,
    components: [row.toJSON()],
    content: '',
    author: bot.world.bot,
    type: 0,
    timestamp: new Date().toISOString(),
    embeds: [],
    attachments: [],
    mentions: [],
    mention_roles: [],
    pinned: false,
    tts: false,
    mention_everyone: false,
    edited_timestamp: null,
    flags: 0,
  };
  (bot.rest.messages as Map<string, any>).set(msg.id, msg);
  await bot.click(msg, msg.components[0].components[0].custom_id);
  claim('icon-only-onclick', {json: msg.components[0].components[0], clicked});
}
