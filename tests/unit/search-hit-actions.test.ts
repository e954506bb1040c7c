import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  HIT_ACTION_HINT_IDS,
  hitActionAnnouncement,
  hitActionControls,
  hitActionForKey,
  hitActionOfWrapper,
  planHitActionAttributes,
  planHitActionHints,
  type KeyPress,
} from '../../src/search/hit-actions';
import {FakeElement, h} from './fake-dom';

const action = () =>
  h('div', {class: 'DocSearch-Hit-action'}, h('button', {class: 'DocSearch-Hit-action-button', type: 'submit'}, h('svg')));

/** A hit's link as DocSearch 3.9 renders it, with this many action boxes after the text. */
const hitLink = (actions: number) =>
  h(
    'a',
    {href: '/docs/page'},
    h(
      'div',
      {class: 'DocSearch-Hit-Container'},
      h('div', {class: 'DocSearch-Hit-icon'}),
      h('div', {class: 'DocSearch-Hit-content-wrapper'}),
      ...Array.from({length: actions}, action),
    ),
  );

/** Records planned edits the way dialog-markup.ts applies them, skipping values already in place. */
function planner() {
  const edits: Array<[FakeElement, string, string | null]> = [];
  const set = (element: FakeElement, name: string, value: string | null) => {
    if (element.getAttribute(name) !== value) {
      edits.push([element, name, value]);
    }
  };
  return {edits, set};
}

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('hitActionControls', () => {
  it('reads a recent search as save then remove, a favorite as remove, a plain hit as nothing', () => {
    const recent = hitLink(2);
    const [, , save, remove] = recent.children[0]!.children;
    assert.deepEqual(hitActionControls(recent), {
      save: {wrapper: save, button: save!.children[0]},
      remove: {wrapper: remove, button: remove!.children[0]},
    });
    const favorite = hitLink(1);
    assert.deepEqual(Object.keys(hitActionControls(favorite)), ['remove']);
    assert.deepEqual(hitActionControls(hitLink(0)), {});
  });
});

describe('hitActionOfWrapper and hitActionAnnouncement', () => {
  it('tell which action a clicked box is, and say what it did', () => {
    const recent = hitLink(2);
    const [, , save, remove] = recent.children[0]!.children;
    assert.equal(hitActionOfWrapper(recent, save!), 'save');
    assert.equal(hitActionOfWrapper(recent, remove!), 'remove');
    assert.equal(hitActionOfWrapper(hitLink(1), save!), null, 'a box of another hit is nothing');
    assert.equal(hitActionAnnouncement('save', '  Middlewares\n '), 'Saved “Middlewares” as a favorite.');
    assert.equal(hitActionAnnouncement('remove', 'Command   options'), 'Removed “Command options”.');
    assert.equal(hitActionAnnouncement('remove', ' '), 'Removed the search.');
  });
});

describe('hitActionForKey', () => {
  it('maps Delete to remove and Alt+Enter to save', () => {
    assert.equal(hitActionForKey(press('Delete')), 'remove');
    assert.equal(hitActionForKey(press('Enter', {altKey: true})), 'save');
  });

  it('leaves the keys DocSearch and the text box use alone', () => {
    for (const other of [
      press('Enter'),
      press('Enter', {ctrlKey: true}),
      press('Enter', {metaKey: true}),
      press('Enter', {shiftKey: true}),
      press('Enter', {altKey: true, shiftKey: true}),
      press('Delete', {ctrlKey: true}),
      press('Delete', {altKey: true}),
      press('Backspace'),
      press('s'),
      press('ArrowDown'),
    ]) {
      assert.equal(hitActionForKey(other), null, JSON.stringify(other));
    }
  });
});

describe('planHitActionAttributes', () => {
  it('disables and hides the buttons of a recent search and announces both keys', () => {
    const link = hitLink(2);
    const {edits, set} = planner();
    assert.deepEqual(planHitActionAttributes(link, set), ['save', 'remove']);
    const [, , save, remove] = link.children[0]!.children;
    assert.deepEqual(edits, [
      [save!.children[0], 'disabled', ''],
      [save, 'aria-hidden', 'true'],
      [remove!.children[0], 'disabled', ''],
      [remove, 'aria-hidden', 'true'],
      [link, 'aria-keyshortcuts', 'Alt+Enter Delete'],
      [link, 'aria-describedby', `${HIT_ACTION_HINT_IDS.save} ${HIT_ACTION_HINT_IDS.remove}`],
    ]);
  });

  it('announces only Delete for a favorite, and nothing for a plain hit', () => {
    const favorite = planner();
    const link = hitLink(1);
    assert.deepEqual(planHitActionAttributes(link, favorite.set), ['remove']);
    assert.deepEqual(
      favorite.edits.filter(([element]) => element === link),
      [
        [link, 'aria-keyshortcuts', 'Delete'],
        [link, 'aria-describedby', HIT_ACTION_HINT_IDS.remove],
      ],
    );
    const plain = planner();
    assert.deepEqual(planHitActionAttributes(hitLink(0), plain.set), []);
    assert.deepEqual(plain.edits, []);
  });
});

describe('planHitActionHints', () => {
  it("shows the hints of the selected option's actions and hides the others", () => {
    const save = h('li', {'data-hit-action-hint': 'save', hidden: ''});
    const remove = h('li', {'data-hit-action-hint': 'remove', hidden: ''});
    const other = h('li');
    const {edits, set} = planner();
    planHitActionHints([save, remove, other], ['remove'], set);
    assert.deepEqual(edits, [[remove, 'hidden', null]]);
    const none = planner();
    planHitActionHints([h('li', {'data-hit-action-hint': 'save'})], [], none.set);
    assert.equal(none.edits[0]![2], '');
  });
});
