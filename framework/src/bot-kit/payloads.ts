/**
 * Raw gateway payloads for interactions and messages, shaped like Discord's INTERACTION_CREATE and
 * MESSAGE_CREATE `d` objects. discord.js turns them into its own classes (ChatInputCommandInteraction,
 * ButtonInteraction, Message, ...) when the kit feeds them through `client.actions`.
 */
import {interactionToken, snowflake} from './ids.js';
import {ALL_PERMISSIONS, type OfflineWorld, type RawUser} from './world.js';
import type {RawMessage} from './rest.js';

export const InteractionType = {ApplicationCommand: 2, MessageComponent: 3, Autocomplete: 4, ModalSubmit: 5} as const;
export const CommandType = {ChatInput: 1, User: 2, Message: 3} as const;
export const OptionType = {
  Subcommand: 1,
  SubcommandGroup: 2,
  String: 3,
  Integer: 4,
  Boolean: 5,
  User: 6,
  Channel: 7,
  Role: 8,
  Mentionable: 9,
  Number: 10,
  Attachment: 11,
} as const;
export const ComponentType = {
  ActionRow: 1,
  Button: 2,
  StringSelect: 3,
  TextInput: 4,
  UserSelect: 5,
  RoleSelect: 6,
  MentionableSelect: 7,
  ChannelSelect: 8,
  TextDisplay: 10,
  Label: 18,
  FileUpload: 19,
} as const;

export interface RawOption {
  name: string;
  type: number;
  value?: unknown;
  focused?: boolean;
  options?: RawOption[];
}

/** The common part of every interaction the reader (a guild member) triggers in the world's text channel. */
function base(world: OfflineWorld, type: number, user: RawUser = world.reader) {
  const member = [world.readerMember, world.otherMember, world.botMember].find((m) => m.user.id === user.id) ?? world.readerMember;
  return {
    id: snowflake(),
    application_id: world.application.id,
    type,
    token: interactionToken(),
    version: 1,
    guild_id: world.guild.id,
    guild: {id: world.guild.id, locale: 'en-US', features: []},
    channel_id: world.channel.id,
    channel: world.channel,
    member: {...member, permissions: ALL_PERMISSIONS},
    app_permissions: ALL_PERMISSIONS,
    locale: 'en-US',
    guild_locale: 'en-US',
    entitlements: [],
    authorizing_integration_owners: {'0': world.guild.id},
    context: 0,
    attachment_size_limit: 10 * 1024 * 1024,
  };
}

/** `resolved` data for the user/member/channel/role values among `options` (Discord sends it alongside). */
function resolvedFor(world: OfflineWorld, options: RawOption[]): Record<string, any> | undefined {
  const resolved: Record<string, Record<string, unknown>> = {};
  const visit = (list: RawOption[]) => {
    for (const o of list) {
      if (o.options) visit(o.options);
      if (o.type === OptionType.User || o.type === OptionType.Mentionable) {
        const u = [world.reader, world.other, world.bot].find((x) => x.id === o.value);
        const m = [world.readerMember, world.otherMember, world.botMember].find((x) => x.user.id === o.value);
        if (u) (resolved.users ??= {})[u.id] = u;
        if (m) {
          const {user: _user, ...rest} = m;
          (resolved.members ??= {})[m.user.id] = {...rest, permissions: ALL_PERMISSIONS};
        }
      }
      if (o.type === OptionType.Channel && o.value === world.channel.id)
        (resolved.channels ??= {})[world.channel.id] = {...world.channel, permissions: ALL_PERMISSIONS};
      if ((o.type === OptionType.Role || o.type === OptionType.Mentionable) && o.value === world.guild.id)
        (resolved.roles ??= {})[world.guild.id] = (world.guild.roles as any[])[0];
      if (o.type === OptionType.Attachment)
        (resolved.attachments ??= {})[String(o.value)] = {
          id: String(o.value),
          filename: 'example.png',
          size: 1024,
          url: 'https://cdn.invalid/example.png',
          proxy_url: 'https://cdn.invalid/example.png',
          content_type: 'image/png',
          width: 16,
          height: 16,
        };
    }
  };
  visit(options);
  return Object.keys(resolved).length ? resolved : undefined;
}

export function chatInputPayload(
  world: OfflineWorld,
  command: {id?: string; name: string; options?: RawOption[]; guildId?: string},
  user?: RawUser,
) {
  const options = command.options ?? [];
  return {
    ...base(world, InteractionType.ApplicationCommand, user),
    data: {
      id: command.id ?? snowflake(),
      name: command.name,
      type: CommandType.ChatInput,
      options,
      ...(command.guildId ? {guild_id: command.guildId} : {}),
      ...withResolved(world, options),
    },
  };
}

export function autocompletePayload(world: OfflineWorld, command: {id?: string; name: string; options: RawOption[]}, user?: RawUser) {
  return {
    ...base(world, InteractionType.Autocomplete, user),
    data: {id: command.id ?? snowflake(), name: command.name, type: CommandType.ChatInput, options: command.options},
  };
}

function withResolved(world: OfflineWorld, options: RawOption[]) {
  const resolved = resolvedFor(world, options);
  return resolved ? {resolved} : {};
}

export function userContextPayload(world: OfflineWorld, command: {id?: string; name: string}, target: RawUser, user?: RawUser) {
  return {
    ...base(world, InteractionType.ApplicationCommand, user),
    data: {
      id: command.id ?? snowflake(),
      name: command.name,
      type: CommandType.User,
      target_id: target.id,
      resolved: resolvedFor(world, [{name: 'target', type: OptionType.User, value: target.id}]),
    },
  };
}

export function messageContextPayload(world: OfflineWorld, command: {id?: string; name: string}, target: RawMessage, user?: RawUser) {
  return {
    ...base(world, InteractionType.ApplicationCommand, user),
    data: {
      id: command.id ?? snowflake(),
      name: command.name,
      type: CommandType.Message,
      target_id: target.id,
      resolved: {messages: {[target.id]: target}},
    },
  };
}

/** A click on a button, or a choice in a select menu, on `message` (a message the bot sent). */
export function componentPayload(
  world: OfflineWorld,
  message: RawMessage,
  component: {custom_id: string; component_type: number; values?: string[]},
  user?: RawUser,
) {
  const values = component.values;
  const data: Record<string, unknown> = {custom_id: component.custom_id, component_type: component.component_type};
  if (values) {
    data.values = values;
    const kind = component.component_type;
    if (kind === ComponentType.UserSelect || kind === ComponentType.MentionableSelect) {
      data.resolved = resolvedFor(
        world,
        values.map((v) => ({name: 'v', type: OptionType.User, value: v})),
      );
    } else if (kind === ComponentType.RoleSelect) {
      data.resolved = resolvedFor(
        world,
        values.map((v) => ({name: 'v', type: OptionType.Role, value: v})),
      );
    } else if (kind === ComponentType.ChannelSelect) {
      data.resolved = resolvedFor(
        world,
        values.map((v) => ({name: 'v', type: OptionType.Channel, value: v})),
      );
    }
  }
  return {...base(world, InteractionType.MessageComponent, user), message, data};
}

/** A file the reader picks in a modal's file upload field. */
export interface RawUpload {
  filename: string;
  content_type?: string;
  size?: number;
}

/** The attachment object Discord puts in `resolved.attachments` for a file uploaded through a modal. */
function uploadedAttachment(id: string, file: RawUpload) {
  const url = `https://cdn.invalid/ephemeral-attachments/${id}/${file.filename}`;
  return {
    id,
    filename: file.filename,
    size: file.size ?? 1024,
    url,
    proxy_url: url,
    content_type: file.content_type ?? 'application/octet-stream',
  };
}

/** What a reader leaves in a file upload field when the run does not say: as many PNG files as it requires (at least one). */
export function exampleUploads(field: {min_values?: number}): RawUpload[] {
  const count = Math.max(1, field.min_values ?? 1);
  return Array.from({length: count}, (_, i) => ({filename: `example-${i + 1}.png`, content_type: 'image/png', size: 2048}));
}

/**
 * A submitted modal. `fields` maps each text input's custom id to what the reader typed, `uploads` each file
 * upload's custom id to the files picked. With `modal` (the modal the bot showed, as sent) the submission has its
 * layout: action rows of text inputs, labels wrapping one field each (text input, file upload, string select),
 * text displays; uploaded files come back as attachment ids in `values` with the attachments in
 * `resolved.attachments`, as Discord sends them. Without it, one action row per text input.
 */
export function modalSubmitPayload(
  world: OfflineWorld,
  customId: string,
  fields: Record<string, string>,
  modal?: any,
  message?: RawMessage,
  user?: RawUser,
  uploads: Record<string, RawUpload[]> = {},
) {
  const attachments: Record<string, unknown> = {};
  const answer = (c: any): any => {
    switch (c.type) {
      case ComponentType.TextInput:
        return {type: c.type, id: c.id ?? 0, custom_id: c.custom_id, value: fields[c.custom_id] ?? ''};
      case ComponentType.FileUpload: {
        const values = (uploads[c.custom_id] ?? exampleUploads(c)).map((file) => {
          const id = snowflake();
          attachments[id] = uploadedAttachment(id, file);
          return id;
        });
        return {type: c.type, id: c.id ?? 0, custom_id: c.custom_id, values};
      }
      case ComponentType.StringSelect:
        return {
          type: c.type,
          id: c.id ?? 0,
          custom_id: c.custom_id,
          values: (c.options ?? []).slice(0, Math.max(1, c.min_values ?? 1)).map((o: any) => o.value),
        };
      case ComponentType.Label:
        return {type: c.type, id: c.id ?? 0, component: answer(c.component)};
      case ComponentType.ActionRow:
        return {type: c.type, id: c.id ?? 0, components: (c.components ?? []).map(answer)};
      default:
        return {type: c.type, id: c.id ?? 0};
    }
  };
  const components = modal?.components?.length
    ? modal.components.map(answer)
    : Object.entries(fields).map(([id, value]) => ({
        type: ComponentType.ActionRow,
        components: [{type: ComponentType.TextInput, custom_id: id, value}],
      }));
  const resolved = Object.keys(attachments).length ? {resolved: {attachments}} : {};
  return {
    ...base(world, InteractionType.ModalSubmit, user),
    data: {custom_id: customId, components, ...resolved},
    ...(message ? {message} : {}),
  };
}

/** A message a member posts in the world's text channel (a prefix command, or anything an event reacts to). */
export function messagePayload(
  world: OfflineWorld,
  content: string,
  options: {author?: RawUser; attachments?: any[]; reference?: RawMessage} = {},
): RawMessage {
  const author = options.author ?? world.reader;
  const member = [world.readerMember, world.otherMember, world.botMember].find((m) => m.user.id === author.id) ?? world.readerMember;
  const {user: _user, ...memberRest} = member;
  return {
    id: snowflake(),
    type: options.reference ? 19 : 0,
    channel_id: world.channel.id,
    guild_id: world.guild.id,
    author,
    member: memberRest,
    content,
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    // Discord lists the users a message mentions (<@id>); discord.js builds message.mentions from this list.
    mentions: [...content.matchAll(/<@!?(\d+)>/g)]
      .map((m) => [world.bot, world.reader, world.other].find((u) => u.id === m[1]))
      .filter(Boolean),
    mention_roles: [],
    attachments: options.attachments ?? [],
    embeds: [],
    components: [],
    pinned: false,
    flags: 0,
    ...(options.reference
      ? {
          message_reference: {message_id: options.reference.id, channel_id: world.channel.id, guild_id: world.guild.id, type: 0},
          referenced_message: options.reference,
        }
      : {}),
  };
}

/** Every interactive component (buttons with a custom id, select menus) anywhere in a message's components. */
export function interactiveComponents(
  message: Pick<RawMessage, 'components'>,
): Array<{custom_id: string; type: number; options?: any[]; min_values?: number}> {
  const found: Array<{custom_id: string; type: number; options?: any[]; min_values?: number}> = [];
  const visit = (list: any[] | undefined) => {
    for (const c of list ?? []) {
      if (c.custom_id && c.type !== ComponentType.TextInput) found.push(c);
      visit(c.components);
      if (c.accessory) visit([c.accessory]);
      if (c.component) visit([c.component]);
    }
  };
  visit(message.components);
  return found;
}
