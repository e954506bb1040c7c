/**
 * The text alternative of a preview: what the drawing shows, in words, for screen readers (and for anyone
 * who wants the facts without the picture). Also decides which elements a preview can draw at all.
 */
import {isElement, isExpr, plainText, textOf, type MessagePreview, type PreviewElement, type PreviewValue} from './model';

/** Elements the preview component draws. An example using anything else (its own component) gets no preview. */
export const DRAWABLE = new Set([
  'ActionRow',
  'Button',
  'StringSelectMenu',
  'StringSelectMenuOption',
  'UserSelectMenu',
  'RoleSelectMenu',
  'ChannelSelectMenu',
  'MentionableSelectMenu',
  'Modal',
  'ShortInput',
  'ParagraphInput',
  'TextInput',
  'Container',
  'Section',
  'TextDisplay',
  'Thumbnail',
  'Separator',
  'MediaGallery',
  'MediaGalleryItem',
  'File',
  'Embed',
  'Poll',
  'PollQuestion',
  'PollAnswer',
  'Label',
  'FileUpload',
]);

export function isDrawable(message: MessagePreview): boolean {
  const ok = (value: PreviewValue): boolean => {
    if (Array.isArray(value)) return value.every(ok);
    if (!isElement(value)) return true;
    return DRAWABLE.has(value.element) && value.children.every(ok);
  };
  return [...message.components, ...message.embeds, ...(message.poll ? [message.poll] : [])].every(ok);
}

const BUTTON_STYLES: Record<string, string> = {
  Primary: 'primary',
  Secondary: 'secondary',
  Success: 'success (green)',
  Danger: 'danger (red)',
  Link: 'link',
  Premium: 'premium',
};

export function buttonStyle(button: PreviewElement): string {
  const style = button.props.style;
  if (typeof style === 'object' && style !== null && !Array.isArray(style) && 'enum' in style) return style.member;
  if (typeof style === 'number') return ['', 'Primary', 'Secondary', 'Success', 'Danger', 'Link', 'Premium'][style] ?? 'Secondary';
  return button.props.url !== undefined ? 'Link' : 'Secondary';
}

/** A button's or option's visible words: its label prop, else its text children. */
export function labelOf(element: PreviewElement): string {
  const label = textOf(element.props.label);
  if (label) return plainText(label);
  return element.children
    .map((c) => plainText(textOf(c)))
    .join('')
    .trim();
}

/** A text display's content: its content prop, else its children. */
export function textDisplayContent(element: PreviewElement): PreviewValue[] {
  return element.props.content !== undefined ? [element.props.content] : element.children;
}

/** Markdown marks are read aloud as symbols: the description keeps the words only. */
export function spoken(text: string): string {
  return text
    .replace(/^(#{1,3}|-#|[-*]|>) /gm, '')
    .replace(/\*\*|__|~~|`/g, '')
    .replace(/<@[!&]?[^>]*>/g, '@mention')
    .replace(/<#[^>]*>/g, '#channel')
    .replace(/<t:[^>]*>/g, 'a timestamp')
    .replace(/\s*\n\s*/g, ' / ')
    .trim();
}

function quote(text: string): string {
  return `“${spoken(text)}”`;
}

const SELECT_NOUN: Record<string, string> = {
  StringSelectMenu: 'a select menu',
  UserSelectMenu: 'a user select menu',
  RoleSelectMenu: 'a role select menu',
  ChannelSelectMenu: 'a channel select menu',
  MentionableSelectMenu: 'a user and role select menu',
};

function describeElement(element: PreviewElement): string {
  const children = element.children.filter(isElement);
  const texts = (values: PreviewValue[]) => values.map((v) => plainText(textOf(v))).join(' ');
  switch (element.element) {
    case 'ActionRow':
      return `a row with ${list(children.map(describeElement))}`;
    case 'Button': {
      const style = buttonStyle(element);
      // A button with no label is named by its emoji, if it has one.
      const label = labelOf(element) || (typeof element.props.emoji === 'string' ? element.props.emoji : 'icon');
      return `${BUTTON_STYLES[style] ?? style.toLowerCase()} button ${quote(label)}${element.props.disabled === true ? ' (disabled)' : ''}`;
    }
    case 'StringSelectMenu':
    case 'UserSelectMenu':
    case 'RoleSelectMenu':
    case 'ChannelSelectMenu':
    case 'MentionableSelectMenu': {
      const placeholder = textOf(element.props.placeholder);
      const options = children.filter((c) => c.element === 'StringSelectMenuOption').map((o) => quote(labelOf(o)));
      const reading = placeholder ? ` reading ${quote(plainText(placeholder))}` : '';
      return `${SELECT_NOUN[element.element]}${reading}${options.length ? ` with the options ${list(options)}` : ''}`;
    }
    case 'Container': {
      const accent = typeof element.props.accentColor === 'number' || typeof element.props.accentColor === 'string';
      return `a card${accent ? ' with a coloured bar' : ''} holding ${list(children.map(describeElement))}`;
    }
    case 'Section':
      return `a section of ${list(children.map(describeElement))}`;
    case 'TextDisplay':
      return `the text ${quote(texts(textDisplayContent(element)).trim())}`;
    case 'Thumbnail':
      return `a thumbnail image${textOf(element.props.description) ? ` (${plainText(textOf(element.props.description))})` : ''}`;
    case 'Separator':
      return element.props.divider === false ? 'a blank space' : 'a dividing line';
    case 'MediaGallery': {
      if (element.children.some(isExpr)) return 'a gallery of images listed when the command runs';
      // The images' descriptions, when any image has one.
      const described = children.some((c) => textOf(c.props.description));
      const descriptions = children.map((c) => plainText(textOf(c.props.description)) || 'no description').join('; ');
      return `a gallery of ${children.length} image${children.length === 1 ? '' : 's'}${described ? ` (${descriptions})` : ''}`;
    }
    case 'File':
      return `the attached file ${quote(fileName(element.props.url))}${element.props.spoiler === true ? ' hidden as a spoiler' : ''}`;
    case 'Embed':
      return `an embed${textOf(element.props.title) ? ` titled ${quote(plainText(textOf(element.props.title)))}` : ''}`;
    default:
      return element.element;
  }
}

export function fileName(url: PreviewValue | undefined): string {
  const text = plainText(textOf(url));
  return (
    text
      .replace(/^attachment:\/\//, '')
      .split('/')
      .pop() || 'file'
  );
}

function list(items: string[]): string {
  if (items.length <= 1) return items[0] ?? 'nothing';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function describeInput(input: PreviewElement): string {
  const paragraph = input.element === 'ParagraphInput' || (isEnum(input.props.style) && input.props.style.member === 'Paragraph');
  const details = [input.props.required === false ? 'optional' : 'required'];
  const placeholder = textOf(input.props.placeholder);
  if (placeholder) details.push(`placeholder ${quote(plainText(placeholder))}`);
  return `a ${paragraph ? 'paragraph' : 'short'} text field ${quote(plainText(textOf(input.props.label)))} (${details.join(', ')})`;
}

/** One field of a modal: a text input written the old way (its own label), or a Label around a field. */
export function modalField(child: PreviewElement): {label?: PreviewValue; description?: PreviewValue; control?: PreviewElement} {
  if (child.element === 'Label')
    return {label: child.props.label, description: child.props.description, control: child.children.find(isElement)};
  return {label: child.props.label, control: child};
}

/** How many files a file upload takes, in words ("1 file", "up to 3 files", "2 to 5 files"). */
export function uploadCount(upload: PreviewElement): string {
  const min = typeof upload.props.minValues === 'number' ? upload.props.minValues : 1;
  const max = typeof upload.props.maxValues === 'number' ? upload.props.maxValues : 1;
  const noun = max === 1 ? 'file' : 'files';
  if (min === max) return `${max} ${noun}`;
  return min <= 1 ? `up to ${max} ${noun}` : `${min} to ${max} ${noun}`;
}

function describeModalChild(child: PreviewElement): string {
  if (child.element === 'TextDisplay') return describeElement(child);
  const {label, description, control} = modalField(child);
  const name = quote(plainText(textOf(label)));
  const hint = textOf(description) ? ` with the hint ${quote(plainText(textOf(description)))}` : '';
  if (!control) return `the label ${name}`;
  if (control.element === 'FileUpload') {
    return `a file upload ${name}${hint} (${control.props.required === false ? 'optional' : 'required'}, ${uploadCount(control)})`;
  }
  if (SELECT_NOUN[control.element]) return `${describeElement(control)} labelled ${name}${hint}`;
  return describeInput({...control, props: {...control.props, label: label ?? control.props.label}}) + hint;
}

/** A poll in words: its question, answers, length and whether several answers may be picked. */
function describePoll(poll: PreviewElement): string {
  const children = poll.children.filter(isElement);
  const question = children.find((c) => c.element === 'PollQuestion');
  const answers = children.filter((c) => c.element === 'PollAnswer').map((a) => quote(labelOf(a)));
  const hours = typeof poll.props.duration === 'number' ? poll.props.duration : 24;
  const several = poll.props.allowMultiselect === true;
  return (
    `a poll asking ${quote(question ? labelOf(question) : '')} with the answers ${list(answers)}, open ` +
    `for ${hours} hour${hours === 1 ? '' : 's'}${several ? ', several answers allowed' : ''}`
  );
}

function isEnum(value: PreviewValue | undefined): value is {enum: string; member: string} {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'enum' in value;
}

/** One paragraph saying what the preview shows. */
export function describeMessage(message: MessagePreview): string {
  if (message.kind === 'modal') {
    const modal = message.components[0]!;
    const inputs = modal.children.filter(isElement).map(describeModalChild);
    return (
      `Preview: a pop-up form titled ${quote(plainText(textOf(modal.props.title)))} with ${list(inputs)}, ` +
      `and the buttons Cancel and Submit.`
    );
  }
  const parts: string[] = [];
  if (message.command)
    parts.push(
      message.command.trigger === 'slash' ? `In reply to /${message.command.name}` : `In reply to the message !${message.command.name}`,
    );
  const said: string[] = [];
  if (message.content) said.push(`the text ${quote(plainText(message.content))}`);
  said.push(...message.embeds.map(describeElement), ...message.components.map(describeElement));
  if (message.poll) said.push(describePoll(message.poll));
  parts.push(`the bot's message shows ${list(said)}`);
  let text = `Preview: ${parts.join(', ')}.`;
  if (message.ephemeral) text += ' Only the user who ran the command sees it.';
  if (/\[[^\]]+\]/.test(text)) text += ' Values in square brackets are computed when the command runs.';
  return text.replace(/^Preview: i/, 'Preview: I');
}

export {isExpr};
