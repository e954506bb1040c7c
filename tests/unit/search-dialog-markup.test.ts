import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {applyAttributeEdits, dialogMarkupRepairs, listIdForOption} from '../../src/search/dialog-markup';
import {FakeElement, h} from './fake-dom';

/** A hit as DocSearch 3.9 renders it: the option is the <li>, the link is inside. */
const hit = (source: string, index: number, selected = false) =>
  h(
    'li',
    {class: 'DocSearch-Hit', id: `docsearch-${source}-item-${index}`, role: 'option', 'aria-selected': String(selected)},
    h('a', {href: `/docs/page-${index}`}, h('div', {class: 'DocSearch-Hit-Container'})),
  );

/** The listbox of one source: DocSearch gives every one of them the same id. */
const hits = (...items: FakeElement[]) =>
  h('section', {class: 'DocSearch-Hits'}, h('ul', {role: 'listbox', 'aria-labelledby': 'docsearch-label', id: 'docsearch-list'}, ...items));

const ALL_SOURCES = 'docsearch-hits0-list docsearch-hits1-list docsearch-hits2-list';

/** DocSearch 3.9's dialog as it renders it, with these sections in the dropdown. */
function stockDialog(...sections: FakeElement[]) {
  const open = sections.length > 0;
  const comboboxProps: Record<string, string> = open ? {'aria-controls': ALL_SOURCES} : {};
  const input = h('input', {
    class: 'DocSearch-Input',
    id: 'docsearch-input',
    type: 'search',
    'aria-autocomplete': 'both',
    'aria-labelledby': 'docsearch-label',
    ...comboboxProps,
  });
  const header = h(
    'header',
    {class: 'DocSearch-SearchBar'},
    h('form', {class: 'DocSearch-Form'}, h('label', {id: 'docsearch-label', for: 'docsearch-input'}), input),
    h('button', {class: 'DocSearch-Cancel', type: 'reset'}),
  );
  const dropdown = h('div', {class: 'DocSearch-Dropdown'}, h('div', {class: 'DocSearch-Dropdown-Container'}, ...sections));
  const footer = h('footer', {class: 'DocSearch-Footer'}, h('a', {href: 'https://www.algolia.com/'}));
  const modal = h('div', {class: 'DocSearch-Modal'}, header, dropdown, footer);
  const container = h(
    'div',
    {
      role: 'button',
      tabindex: '0',
      'aria-expanded': 'true',
      'aria-haspopup': 'listbox',
      'aria-labelledby': 'docsearch-label',
      class: 'DocSearch DocSearch-Container',
      ...comboboxProps,
    },
    modal,
  );
  const lists = sections.map((section) => section.children[0]!);
  return {container, modal, header, footer, input, lists};
}

function repaired<T extends {container: FakeElement}>(dialog: T): T {
  applyAttributeEdits(dialogMarkupRepairs(dialog.container));
  return dialog;
}

const attributesOf = (element: FakeElement) => Object.fromEntries(element.attributes);

describe('DocSearch dialog markup repairs', () => {
  it('turns the backdrop into a plain element: no button, no combobox props, out of the tab order', () => {
    const {container} = repaired(stockDialog(hits(hit('hits0', 0))));
    assert.deepEqual(attributesOf(container), {class: 'DocSearch DocSearch-Container'});
  });

  it('makes the visible box a modal dialog named by the search label, focusable so clicks inside stay inside', () => {
    const {modal} = repaired(stockDialog());
    assert.equal(modal.getAttribute('role'), 'dialog');
    assert.equal(modal.getAttribute('aria-modal'), 'true');
    assert.equal(modal.getAttribute('aria-labelledby'), 'docsearch-label');
    assert.equal(modal.getAttribute('tabindex'), '-1');
  });

  it('keeps the dialog header and footer from being page landmarks', () => {
    const {header, footer} = repaired(stockDialog());
    assert.equal(header.getAttribute('role'), 'none');
    assert.equal(footer.getAttribute('role'), 'none');
  });

  it('makes each hit link the option, with the id the active descendant names and the selection state', () => {
    const {lists} = repaired(stockDialog(hits(hit('hits0', 0), hit('hits0', 1, true))));
    const [first, second] = lists[0]!.children;
    assert.deepEqual(attributesOf(second!), {class: 'DocSearch-Hit', role: 'none'});
    assert.deepEqual(attributesOf(second!.children[0]!), {
      href: '/docs/page-1',
      role: 'option',
      id: 'docsearch-hits0-item-1',
      'aria-selected': 'true',
    });
    assert.equal(first!.children[0]!.getAttribute('aria-selected'), 'false');
  });

  it('gives each listbox its source id and makes the input a combobox controlling exactly those', () => {
    const {input, lists} = repaired(stockDialog(hits(hit('hits0', 0)), hits(hit('hits2', 1), hit('hits2', 2))));
    assert.deepEqual(
      lists.map((list) => list.getAttribute('id')),
      ['docsearch-hits0-list', 'docsearch-hits2-list'],
    );
    assert.equal(input.getAttribute('role'), 'combobox');
    assert.equal(input.getAttribute('aria-expanded'), 'true');
    assert.equal(input.getAttribute('aria-controls'), 'docsearch-hits0-list docsearch-hits2-list');
    assert.equal(input.getAttribute('aria-autocomplete'), 'both', 'DocSearch attributes that are right stay');
  });

  it('says the combobox is collapsed and controls nothing when no list is shown', () => {
    const dialog = stockDialog();
    dialog.input.setAttribute('aria-controls', ALL_SOURCES);
    const {input} = repaired(dialog);
    assert.equal(input.getAttribute('aria-expanded'), 'false');
    assert.equal(input.getAttribute('aria-controls'), null);
  });

  it('plans nothing for markup it has already repaired', () => {
    const dialog = repaired(stockDialog(hits(hit('hits0', 0, true)), hits(hit('hits1', 1))));
    assert.deepEqual(dialogMarkupRepairs(dialog.container), []);
  });

  it('follows what DocSearch writes back on a re-render: a moved selection, new ids, a restored aria-controls', () => {
    const dialog = repaired(stockDialog(hits(hit('hits0', 0, true), hit('hits0', 1))));
    const [first, second] = dialog.lists[0]!.children;
    // React writes only the attributes whose values changed, on the elements it rendered them on.
    first!.setAttribute('aria-selected', 'false');
    second!.setAttribute('aria-selected', 'true');
    second!.setAttribute('id', 'docsearch-hits0-item-7');
    dialog.input.setAttribute('aria-controls', ALL_SOURCES);
    dialog.container.setAttribute('aria-controls', ALL_SOURCES);
    repaired(dialog);
    assert.equal(first!.children[0]!.getAttribute('aria-selected'), 'false');
    assert.equal(second!.children[0]!.getAttribute('aria-selected'), 'true');
    assert.equal(second!.children[0]!.getAttribute('id'), 'docsearch-hits0-item-7');
    assert.equal(second!.getAttribute('id'), null);
    assert.equal(dialog.input.getAttribute('aria-controls'), 'docsearch-hits0-list');
    assert.equal(dialog.container.getAttribute('aria-controls'), null);
    assert.deepEqual(dialogMarkupRepairs(dialog.container), []);
  });

  it("takes a recent search's save / remove buttons out of the option's focus and shows their keys while it is selected", () => {
    const actionBox = () => h('div', {class: 'DocSearch-Hit-action'}, h('button', {class: 'DocSearch-Hit-action-button', type: 'submit'}));
    const recent = (index: number, selected: boolean) =>
      h(
        'li',
        {class: 'DocSearch-Hit', id: `docsearch-recentSearches-item-${index}`, role: 'option', 'aria-selected': String(selected)},
        h('a', {href: `/docs/page-${index}`}, h('div', {class: 'DocSearch-Hit-Container'}, actionBox(), actionBox())),
      );
    const dialog = stockDialog(hits(recent(0, true), recent(1, false)));
    const saveHint = h('span', {id: 'docsearch-hit-action-save-hint', 'data-hit-action-hint': 'save', hidden: ''});
    dialog.modal.children[1]!.children.push(h('div', {class: 'DocSearch-HitActionHints'}, saveHint));
    repaired(dialog);
    const link = dialog.lists[0]!.children[0]!.children[0]!;
    const [save, remove] = link.children[0]!.children;
    assert.equal(save!.getAttribute('aria-hidden'), 'true');
    assert.equal(remove!.children[0]!.getAttribute('disabled'), '');
    assert.equal(link.getAttribute('aria-keyshortcuts'), 'Alt+Enter Delete');
    assert.equal(link.getAttribute('aria-describedby'), 'docsearch-hit-action-save-hint docsearch-hit-action-remove-hint');
    assert.equal(saveHint.getAttribute('hidden'), null, 'shown while a recent search is selected');
    assert.deepEqual(dialogMarkupRepairs(dialog.container), []);
  });

  it('leaves list items that do not wrap a link as they are', () => {
    const plain = h('li', {role: 'option', id: 'docsearch-x-item-0', 'aria-selected': 'false'}, h('span'));
    const {lists} = repaired(stockDialog(hits(plain)));
    assert.deepEqual(attributesOf(plain), {role: 'option', id: 'docsearch-x-item-0', 'aria-selected': 'false'});
    assert.equal(lists[0]!.getAttribute('id'), 'docsearch-x-list');
  });
});

describe('listIdForOption', () => {
  it("derives the listbox id DocSearch meant for an option's source", () => {
    assert.equal(listIdForOption('docsearch-hits0-item-3'), 'docsearch-hits0-list');
    assert.equal(listIdForOption('docsearch-recentSearches-item-12'), 'docsearch-recentSearches-list');
    assert.equal(listIdForOption('something-else'), null);
  });
});
