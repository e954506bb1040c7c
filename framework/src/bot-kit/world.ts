/**
 * The offline "server" the bot lives in, as raw API payloads: the bot's user and application, one guild with
 * an @everyone role, a text channel, and a reader (a member who owns the guild) plus the bot's own member.
 * discord.js builds its Guild, TextChannel, GuildMember and User objects from these, as it would from the
 * gateway's READY and GUILD_CREATE.
 */
import {snowflake} from './ids.js';

/** Every permission bit Discord defines today (an administrator's view), so permission checks pass by default. */
export const ALL_PERMISSIONS = ((1n << 51n) - 1n).toString();

export interface RawUser {
  id: string;
  username: string;
  discriminator: string;
  global_name: string | null;
  avatar: string | null;
  bot?: boolean;
}

export interface RawMember {
  user: RawUser;
  roles: string[];
  joined_at: string;
  nick: string | null;
  deaf: boolean;
  mute: boolean;
  flags: number;
  avatar: string | null;
  permissions?: string;
}

export interface OfflineWorld {
  bot: RawUser;
  reader: RawUser;
  application: {
    id: string;
    name: string;
    flags: number;
    bot_public: boolean;
    bot_require_code_grant: boolean;
    description: string;
    icon: null;
  };
  guild: {id: string; name: string; owner_id: string; preferred_locale: string; [key: string]: unknown};
  channel: {
    id: string;
    type: 0;
    name: string;
    guild_id: string;
    position: number;
    permission_overwrites: [];
    nsfw: false;
    topic: null;
    last_message_id: null;
    rate_limit_per_user: 0;
    parent_id: null;
  };
  readerMember: RawMember;
  botMember: RawMember;
  /** A second member, handy as the target of a user context menu or a user option. */
  other: RawUser;
  otherMember: RawMember;
}

function user(username: string, bot = false): RawUser {
  return {
    id: snowflake(),
    username,
    discriminator: bot ? '0000' : '0',
    global_name: bot ? null : username[0]!.toUpperCase() + username.slice(1),
    avatar: null,
    ...(bot ? {bot: true} : {}),
  };
}

function member(u: RawUser): RawMember {
  return {
    user: u,
    roles: [],
    joined_at: new Date(Date.UTC(2024, 0, 1)).toISOString(),
    nick: null,
    deaf: false,
    mute: false,
    flags: 0,
    avatar: null,
  };
}

export function createWorld(): OfflineWorld {
  const bot = user('offline-bot', true);
  const reader = user('reader');
  const other = user('another-reader');
  const guildId = snowflake();
  const channel = textChannel(guildId);
  const readerMember = member(reader);
  const botMember = member(bot);
  const otherMember = member(other);
  const guild = guildCreate(guildId, reader, channel, [readerMember, botMember, otherMember]);
  const application = {
    id: bot.id,
    name: 'Offline Bot',
    flags: 0,
    bot_public: true,
    bot_require_code_grant: false,
    description: '',
    icon: null,
  };
  return {bot, reader, application, guild, channel, readerMember, botMember, other, otherMember};
}

function textChannel(guildId: string): OfflineWorld['channel'] {
  return {
    id: snowflake(),
    type: 0 as const,
    name: 'general',
    guild_id: guildId,
    position: 0,
    permission_overwrites: [] as [],
    nsfw: false as const,
    topic: null,
    last_message_id: null,
    rate_limit_per_user: 0 as const,
    parent_id: null,
  };
}

/** The guild as GUILD_CREATE carries it: owned by `owner`, with its one channel and its members. */
function guildCreate(guildId: string, owner: RawUser, channel: OfflineWorld['channel'], members: RawMember[]) {
  return {
    id: guildId,
    name: 'Offline Guild',
    icon: null,
    splash: null,
    discovery_splash: null,
    owner_id: owner.id,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    features: [],
    mfa_level: 0,
    system_channel_id: channel.id,
    system_channel_flags: 0,
    rules_channel_id: null,
    vanity_url_code: null,
    description: null,
    banner: null,
    premium_tier: 0,
    premium_subscription_count: 0,
    preferred_locale: 'en-US',
    public_updates_channel_id: null,
    nsfw_level: 0,
    premium_progress_bar_enabled: false,
    emojis: [],
    stickers: [],
    roles: [everyoneRole(guildId)],
    // GUILD_CREATE-only fields: discord.js marks a guild without `channels` unavailable.
    channels: [channel],
    members,
    member_count: members.length,
    large: false,
    joined_at: new Date(Date.UTC(2024, 0, 1)).toISOString(),
    threads: [],
    voice_states: [],
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

/** The @everyone role (its id is the guild's), with every permission. */
function everyoneRole(guildId: string) {
  return {
    id: guildId,
    name: '@everyone',
    color: 0,
    hoist: false,
    position: 0,
    permissions: ALL_PERMISSIONS,
    managed: false,
    mentionable: false,
    flags: 0,
    icon: null,
    unicode_emoji: null,
  };
}
