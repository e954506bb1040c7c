// @ts-nocheck -- runs inside a reader's project (framework packages, #support, #bot-kit), not in the site.
// Audit-f probe: which of the limits the pages call "Discord-enforced" CommandKit or discord.js already check locally.
import {startOfflineBot, type StepContext} from '#support';
import * as ck from 'commandkit';
import {ActionRow, Button, ButtonKit, MediaGallery, MediaGalleryItem, Modal, ShortInput, StringSelectMenu} from 'commandkit';

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
  await startOfflineBot(context, {});
  const six = ['1', '2', '3', '4', '5', '6'].map((n) => <Button customId={`b${n}`}>{n}</Button>);
  claim(
    'row-six-buttons',
    tryJson(() => (<ActionRow>{six}</ActionRow>).toJSON().components.length),
  );
  claim(
    'row-empty',
    tryJson(() => (<ActionRow />).toJSON()),
  );
  claim(
    'select-empty',
    tryJson(() => (<StringSelectMenu customId="e" />).toJSON()),
  );
  claim(
    'gallery-item-no-url',
    tryJson(() =>
      (
        <MediaGallery>
          <MediaGalleryItem description="x" />
        </MediaGallery>
      ).toJSON(),
    ),
  );
  claim(
    'label-81',
    tryJson(() => (<Button customId="l">{'x'.repeat(81)}</Button>).toJSON()),
  );
  claim(
    'modal-field-shape',
    tryJson(() =>
      (
        <Modal customId="m" title="t">
          <ShortInput customId="f" label="F" />
        </Modal>
      )
        .toJSON()
        .components.map((c: any) => c.type),
    ),
  );
  // What each built-in component returns (the using-jsx table): the class name of the value, or its keys for plain objects.
  const made: Record<string, unknown> = {};
  const tags: Array<[string, Record<string, unknown>]> = [
    ['ActionRow', {}],
    ['Button', {customId: 'x', children: 'x'}],
    ['StringSelectMenu', {}],
    ['StringSelectMenuOption', {label: 'a', value: 'a'}],
    ['UserSelectMenu', {}],
    ['RoleSelectMenu', {}],
    ['ChannelSelectMenu', {}],
    ['MentionableSelectMenu', {}],
    ['Modal', {title: 't'}],
    ['ShortInput', {customId: 's', label: 'l'}],
    ['ParagraphInput', {customId: 'p', label: 'l'}],
    ['TextInput', {customId: 't', label: 'l', style: 1}],
    ['Label', {label: 'l', children: []}],
    ['FileUpload', {customId: 'f'}],
    ['Poll', {children: []}],
    ['PollQuestion', {children: 'q'}],
    ['PollAnswer', {children: 'a'}],
    ['TextDisplay', {content: 'x'}],
    ['Container', {accentColor: 1}],
    ['Section', {children: []}],
    ['Thumbnail', {url: 'https://e.com/a.png'}],
    ['MediaGallery', {}],
    ['MediaGalleryItem', {url: 'https://e.com/a.png'}],
    ['Separator', {}],
    ['File', {url: 'attachment://a.txt'}],
  ];
  for (const [name, props] of tags) {
    made[name] = tryJson(() => {
      const value: any = (ck as any)[name]({children: [], ...props});
      return value?.constructor === Object ? `object{${Object.keys(value).join(',')}}` : value?.constructor?.name;
    });
  }
  claim('returns', made);
  claim(
    'buttonkit-onclick-without-id',
    tryJson(() => new ButtonKit().setEmoji('🔄').onClick(() => {})),
  );
}
