/**
 * The offline `client.login()`: what the gateway's READY and GUILD_CREATE would have built (the bot's user, its
 * application, the kit's guild), a shard that answers member requests, then discord.js's own ready.
 */
import {ClientApplication, ClientUser, type Client} from 'discord.js';
import type {OfflineWorld} from './world.js';

export function offlineLogin(client: Client, world: OfflineWorld): (token?: string) => Promise<string> {
  return async (token?: string) => {
    const t = token ?? client.token ?? 'offline.token.never-sent';
    client.token = t;
    client.rest.setToken(t);
    if (!client.user) {
      const user = new (ClientUser as any)(client, world.bot);
      (client as any).user = user;
      client.users.cache.set(user.id, user);
    }
    (client as any).application ??= new (ClientApplication as any)(client, world.application);
    if (!client.guilds.cache.has(world.guild.id)) (client.guilds as any)._add({...world.guild, shardId: 0});
    (client.ws as any).shards.set(0, memberListShard(client, world));
    (client.ws as any).triggerClientReady();
    return t;
  };
}

/** A shard that answers what bots ask the gateway for: member lists (guild.members.fetch()). */
function memberListShard(client: Client, world: OfflineWorld) {
  const shard = {
    id: 0,
    ping: 12,
    status: 0,
    send(payload: {op: number; d: any}) {
      if (payload.op !== 8) return;
      const members = [world.readerMember, world.botMember, world.otherMember].filter(
        (m) => !payload.d.user_ids || [payload.d.user_ids].flat().includes(m.user.id),
      );
      setImmediate(() =>
        (client.ws as any).handlePacket(
          {
            t: 'GUILD_MEMBERS_CHUNK',
            d: {guild_id: world.guild.id, members, chunk_index: 0, chunk_count: 1, nonce: payload.d.nonce, not_found: []},
          },
          shard,
        ),
      );
    },
  };
  return shard;
}
