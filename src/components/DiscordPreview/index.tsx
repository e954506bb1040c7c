/**
 * "What Discord shows": a drawing, in our own HTML and CSS, of the message (or pop-up form) an example sends,
 * laid out as Discord lays it out: the bot's name and avatar, the text, component rows, cards (containers),
 * galleries and files. The model comes from the example's own code at build time (plugins/discord-preview);
 * the drawing is hidden from assistive technology, which reads the text description instead.
 */
import React, {type ReactNode} from 'react';
import {
  buttonStyle,
  fileName,
  labelOf,
  modalField,
  textDisplayContent,
  isElement,
  plainText,
  textOf,
  uploadCount,
  type MessagePreview,
  type PreviewElement,
  type PreviewValue,
} from '../../../plugins/discord-preview/src/public';
import {Markdown} from './markdown';
import styles from './styles.module.css';

interface Props {
  /** The MessagePreview model as JSON (written by the remark plugin). */
  message: string;
  /** Text alternative of the drawing. */
  description: string;
}

function parse(json: string): MessagePreview | undefined {
  try {
    return JSON.parse(json) as MessagePreview;
  } catch {
    return undefined;
  }
}

function colour(value: PreviewValue | undefined): string | undefined {
  if (typeof value === 'number') return `#${value.toString(16).padStart(6, '0')}`;
  if (typeof value === 'string' && /^#?[0-9a-f]{6}$/i.test(value)) return value.startsWith('#') ? value : `#${value}`;
  return undefined;
}

function Text({value}: {value: PreviewValue | undefined}): ReactNode {
  const parts = textOf(value);
  return parts ? <Markdown parts={parts} /> : null;
}

function Emoji({value}: {value: PreviewValue | undefined}): ReactNode {
  if (typeof value === 'string') return <span className={styles.emoji}>{value}</span>;
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && 'object' in value && typeof value.object.name === 'string') {
    return <span className={styles.customEmoji}>:{value.object.name}:</span>;
  }
  return null;
}

const LinkIcon = () => (
  <svg className={styles.linkIcon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
    <path d="M9 2h5v5M14 2 7 9M12 9v4H3V4h4" fill="none" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

function Button({element}: {element: PreviewElement}): ReactNode {
  const style = buttonStyle(element);
  return (
    <span className={`${styles.button} ${styles[`button${style}`] ?? ''} ${element.props.disabled === true ? styles.disabled : ''}`}>
      <Emoji value={element.props.emoji} />
      {labelOf(element) ? <span>{labelOf(element)}</span> : null}
      {style === 'Link' ? <LinkIcon /> : null}
    </span>
  );
}

const SELECT_PLACEHOLDER: Record<string, string> = {
  StringSelectMenu: 'Make a selection',
  UserSelectMenu: 'Select a user',
  RoleSelectMenu: 'Select a role',
  ChannelSelectMenu: 'Select a channel',
  MentionableSelectMenu: 'Select a user or role',
};

function SelectMenu({element}: {element: PreviewElement}): ReactNode {
  const options = element.children.filter(isElement).filter((o) => o.element === 'StringSelectMenuOption');
  const placeholder = textOf(element.props.placeholder);
  return (
    <div className={styles.select}>
      <div className={styles.selectBox}>
        <span>{placeholder ? <Markdown parts={placeholder} /> : SELECT_PLACEHOLDER[element.element]}</span>
        <span className={styles.chevron}>▾</span>
      </div>
      {options.length > 0 ? (
        <div className={styles.selectList}>
          {options.map((option, i) => (
            <div key={i} className={styles.selectOption}>
              <Emoji value={option.props.emoji} />
              <span>
                <span className={styles.optionLabel}>{labelOf(option)}</span>
                {textOf(option.props.description) ? (
                  <span className={styles.optionDescription}>
                    <Text value={option.props.description} />
                  </span>
                ) : null}
              </span>
              {option.props.default === true ? <span className={styles.check}>✓</span> : null}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function Tile({label, spoiler}: {label: string; spoiler: boolean}): ReactNode {
  return (
    <div className={`${styles.tile} ${spoiler ? styles.spoiler : ''}`}>
      <span className={styles.tileLabel}>{spoiler ? 'Spoiler' : label}</span>
    </div>
  );
}

/** Any element of a message's components or embeds, drawn by its kind (a string is Markdown text). */
function Component({value}: {value: PreviewValue}): ReactNode {
  if (!isElement(value)) return typeof value === 'string' ? <Markdown parts={[value]} /> : null;
  const element = value;
  switch (element.element) {
    case 'ActionRow':
      return <div className={styles.row}>{children(element)}</div>;
    case 'Button':
      return <Button element={element} />;
    case 'StringSelectMenu':
    case 'UserSelectMenu':
    case 'RoleSelectMenu':
    case 'ChannelSelectMenu':
    case 'MentionableSelectMenu':
      return <SelectMenu element={element} />;
    case 'Container':
      return <Container element={element} />;
    case 'Section':
      return <Section element={element} />;
    case 'TextDisplay':
      return (
        <div className={styles.textDisplay}>
          {textDisplayContent(element).map((c, i) => (
            <Text key={i} value={c} />
          ))}
        </div>
      );
    case 'Thumbnail':
      return (
        <div className={styles.thumbnail}>
          <Tile label="Image" spoiler={element.props.spoiler === true} />
        </div>
      );
    case 'Separator':
      return <Separator element={element} />;
    case 'MediaGallery':
      return <MediaGallery element={element} />;
    case 'File':
      return (
        <div className={`${styles.file} ${element.props.spoiler === true ? styles.spoilerFile : ''}`}>
          <span className={styles.fileIcon} />
          <span className={styles.fileName}>{fileName(element.props.url)}</span>
        </div>
      );
    case 'Embed':
      return <Embed element={element} />;
    default:
      return null;
  }
}

/** An element's children, each drawn as a component. */
function children(element: PreviewElement): ReactNode[] {
  return element.children.map((child, i) => <Component key={i} value={child} />);
}

/** A card: its children inside a border, coloured by its accent colour when it has one. */
function Container({element}: {element: PreviewElement}): ReactNode {
  const accent = colour(element.props.accentColor);
  return (
    <div className={styles.container} style={accent ? {borderLeftColor: accent} : undefined} data-accent={accent ? '' : undefined}>
      {children(element)}
    </div>
  );
}

/** Text on the left, the accessory (a thumbnail or a button) on the right. */
function Section({element}: {element: PreviewElement}): ReactNode {
  const accessory = element.children.filter(isElement).filter((c) => c.element === 'Thumbnail' || c.element === 'Button');
  const texts = element.children.filter((c) => !accessory.includes(c as PreviewElement));
  return (
    <div className={styles.section}>
      <div className={styles.sectionText}>
        {texts.map((c, i) => (
          <Component key={i} value={c} />
        ))}
      </div>
      {accessory.map((c, i) => (
        <Component key={i} value={c} />
      ))}
    </div>
  );
}

function Separator({element}: {element: PreviewElement}): ReactNode {
  const spacing = element.props.spacing;
  const large = typeof spacing === 'object' && spacing !== null && 'member' in spacing && spacing.member === 'Large';
  return (
    <div
      className={`${styles.separator} ${large ? styles.separatorLarge : ''} ${element.props.divider === false ? styles.noDivider : ''}`}
    />
  );
}

function MediaGallery({element}: {element: PreviewElement}): ReactNode {
  // Items listed at run time (`members.map(...)`) show as one tile naming the expression.
  const items = element.children;
  return (
    <div className={styles.gallery} data-count={Math.min(items.length, 4)}>
      {items.map((item, i) =>
        isElement(item) ? (
          <Tile
            key={i}
            label={plainText(textOf(item.props.description)) || fileName(item.props.url)}
            spoiler={item.props.spoiler === true}
          />
        ) : (
          <Tile key={i} label={plainText(textOf(item))} spoiler={false} />
        ),
      )}
    </div>
  );
}

function Embed({element}: {element: PreviewElement}): ReactNode {
  const accent = colour(element.props.color);
  return (
    <div className={styles.embed} style={accent ? {borderLeftColor: accent} : undefined}>
      {textOf(element.props.title) ? (
        <div className={styles.embedTitle}>
          <Text value={element.props.title} />
        </div>
      ) : null}
      <Text value={element.props.description} />
    </div>
  );
}

function isParagraph(input: PreviewElement): boolean {
  return (
    input.element === 'ParagraphInput' ||
    (typeof input.props.style === 'object' &&
      input.props.style !== null &&
      'member' in input.props.style &&
      input.props.style.member === 'Paragraph')
  );
}

/** The control of a modal field: a text box, a select menu, or the file upload's drop area. */
function Control({control}: {control: PreviewElement}): ReactNode {
  if (control.element === 'FileUpload') {
    return (
      <div className={styles.upload}>
        <span className={styles.fileIcon} />
        <span>
          Drag and drop or <span className={styles.browse}>browse</span> · {uploadCount(control)}
        </span>
      </div>
    );
  }
  if (SELECT_PLACEHOLDER[control.element]) return <SelectMenu element={{...control, children: []}} />;
  return (
    <div className={`${styles.input} ${isParagraph(control) ? styles.paragraph : ''}`}>
      {textOf(control.props.value) ? (
        <Text value={control.props.value} />
      ) : (
        <span className={styles.placeholder}>
          <Text value={control.props.placeholder} />
        </span>
      )}
    </div>
  );
}

function Modal({modal}: {modal: PreviewElement}): ReactNode {
  return (
    <div className={styles.modal}>
      <div className={styles.modalTitle}>
        <Text value={modal.props.title} />
        <span className={styles.close}>×</span>
      </div>
      {modal.children.filter(isElement).map((child, i) => {
        if (child.element === 'TextDisplay')
          return (
            <div key={i} className={styles.field}>
              <Component value={child} />
            </div>
          );
        const {label, description, control} = modalField(child);
        return (
          <div key={i} className={styles.field}>
            <div className={styles.fieldLabel}>
              <Text value={label} />
              {control?.props.required === false ? null : <span className={styles.required}>*</span>}
            </div>
            {textOf(description) ? (
              <div className={styles.fieldDescription}>
                <Text value={description} />
              </div>
            ) : null}
            {control ? <Control control={control} /> : null}
          </div>
        );
      })}
      <div className={styles.modalActions}>
        <span className={styles.cancel}>Cancel</span>
        <span className={`${styles.button} ${styles.buttonPrimary}`}>Submit</span>
      </div>
    </div>
  );
}

/** A poll as Discord lays it out: the question, one row per answer, and the footer with votes and time left. */
function Poll({poll}: {poll: PreviewElement}): ReactNode {
  const children = poll.children.filter(isElement);
  const question = children.find((c) => c.element === 'PollQuestion');
  const answers = children.filter((c) => c.element === 'PollAnswer');
  const hours = typeof poll.props.duration === 'number' ? poll.props.duration : 24;
  const several = poll.props.allowMultiselect === true;
  return (
    <div className={styles.poll}>
      <div className={styles.pollQuestion}>{question ? labelOf(question) : null}</div>
      <div className={styles.pollHint}>{several ? 'Select one or more answers' : 'Select one answer'}</div>
      {answers.map((answer, i) => (
        <div key={i} className={styles.pollAnswer}>
          <Emoji value={answer.props.emoji} />
          <span className={styles.pollAnswerText}>{labelOf(answer)}</span>
          <span className={`${styles.pollTick} ${several ? styles.pollTickSquare : ''}`} />
        </div>
      ))}
      <div className={styles.pollFooter}>0 votes · {hours >= 24 && hours % 24 === 0 ? `${hours / 24}d` : `${hours}h`} left</div>
    </div>
  );
}

function Message({message}: {message: MessagePreview}): ReactNode {
  const command = message.command;
  return (
    <>
      {command?.trigger === 'message' ? (
        <div className={styles.message}>
          <span className={`${styles.avatar} ${styles.userAvatar}`}>Y</span>
          <div className={styles.body}>
            <div className={styles.header}>
              <span className={styles.name}>You</span>
              <span className={styles.time}>Today at 12:00</span>
            </div>
            <div>!{command.name}</div>
          </div>
        </div>
      ) : null}
      <div className={styles.message}>
        {command?.trigger === 'slash' ? (
          <div className={styles.reference}>
            <span className={`${styles.miniAvatar} ${styles.userAvatar}`} />
            <span className={styles.referenceName}>You</span> used <span className={styles.commandName}>/{command.name}</span>
          </div>
        ) : null}
        <span className={styles.avatar}>B</span>
        <div className={styles.body}>
          <div className={styles.header}>
            <span className={styles.name}>Your bot</span>
            <span className={styles.appTag}>APP</span>
            <span className={styles.time}>Today at 12:00</span>
          </div>
          {message.content ? <Markdown parts={message.content} /> : null}
          {message.embeds.map((embed, i) => (
            <Component key={`e${i}`} value={embed} />
          ))}
          {message.poll ? <Poll poll={message.poll} /> : null}
          <div className={styles.components}>
            {message.components.map((c, i) => (
              <Component key={i} value={c} />
            ))}
          </div>
          {message.ephemeral ? (
            <div className={styles.ephemeral}>
              Only you can see this · <span className={styles.dismiss}>Dismiss message</span>
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
}

export default function DiscordPreview({message, description}: Props): ReactNode {
  const model = parse(message);
  if (!model) return null;
  return (
    <figure className={styles.preview} data-discord-preview={model.kind}>
      <figcaption className={styles.caption}>
        <span aria-hidden="true">What Discord shows</span>
        <span className={styles.srOnly}>{description}</span>
      </figcaption>
      <div className={styles.surface} aria-hidden="true" data-discord-drawing="">
        {model.kind === 'modal' ? <Modal modal={model.components[0]!} /> : <Message message={model} />}
      </div>
    </figure>
  );
}
