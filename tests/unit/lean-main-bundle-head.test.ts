import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import React from 'react';
import {reduceHeads, type HeadProps} from '../../plugins/lean-main-bundle/src/client/head-state';
import {headPropsOf} from '../../plugins/lean-main-bundle/src/client/helmet';
import {Helmet, HelmetProvider} from 'react-helmet-async';
import {createRequire} from 'node:module';

// react-dom ships no types here; only its server renderer is needed, to run the library itself.
const {renderToStaticMarkup} = createRequire(import.meta.url)('react-dom/server') as {
  renderToStaticMarkup: (element: React.ReactElement) => string;
};

const h = React.createElement;

describe('lean-main-bundle: the browser stand-in for react-helmet-async', () => {
  it("reads a <Head>'s children as the library does (React names to HTML ones, fragments, script text)", () => {
    const props = headPropsOf([
      h('title', {key: 1}, 'Page | Site'),
      h('html', {key: 2, className: 'plugin-docs', lang: 'en'}),
      h('body', {key: 3, className: 'navigation-with-keyboard'}),
      h(React.Fragment, {key: 4}, h('meta', {name: 'description', content: 'd'}), h('link', {rel: 'canonical', href: 'https://x/a'})),
      h('script', {key: 5, type: 'application/ld+json'}, '{"a":1}'),
      h('meta', {key: 6, httpEquiv: 'refresh', content: '0'}),
      null,
      false,
    ]);
    assert.deepEqual(props, {
      title: 'Page | Site',
      titleAttributes: {},
      htmlAttributes: {class: 'plugin-docs', lang: 'en'},
      bodyAttributes: {class: 'navigation-with-keyboard'},
      meta: [
        {name: 'description', content: 'd'},
        {'http-equiv': 'refresh', content: '0'},
      ],
      link: [{rel: 'canonical', href: 'https://x/a'}],
      script: [{type: 'application/ld+json', innerHTML: '{"a":1}'}],
    });
  });

  it('lets the later <Head> win a title, a meta of the same name or property, the canonical link; merges attributes', () => {
    const site: HeadProps = {
      title: 'Site',
      htmlAttributes: {lang: 'en', class: 'plugin-pages'},
      meta: [
        {name: 'twitter:card', content: 'summary_large_image'},
        {property: 'og:title', content: 'Site'},
        {name: 'description', content: 'site'},
      ],
      link: [
        {rel: 'canonical', href: 'https://x/'},
        {rel: 'alternate', href: 'https://x/', hreflang: 'en'},
      ],
    };
    const page: HeadProps = {
      title: 'Page | Site',
      htmlAttributes: {class: 'plugin-docs'},
      meta: [
        {property: 'og:title', content: 'Page'},
        {name: 'description', content: 'page'},
        {name: 'description', content: 'page, twice in one Head: both kept'},
      ],
      link: [{rel: 'canonical', href: 'https://x/page'}],
    };
    const state = reduceHeads([site, page]);
    assert.equal(state.title, 'Page | Site');
    assert.deepEqual(state.htmlAttributes, {lang: 'en', class: 'plugin-docs'});
    assert.deepEqual(state.tags.meta, [
      {name: 'twitter:card', content: 'summary_large_image'},
      {property: 'og:title', content: 'Page'},
      {name: 'description', content: 'page'},
      {name: 'description', content: 'page, twice in one Head: both kept'},
    ]);
    assert.deepEqual(state.tags.link, [
      {rel: 'alternate', href: 'https://x/', hreflang: 'en'},
      {rel: 'canonical', href: 'https://x/page'},
    ]);
    // Once the page's <Head> is gone, the site's own values are back.
    const alone = reduceHeads([site]);
    assert.equal(alone.title, 'Site');
    assert.deepEqual(alone.tags.meta, site.meta);
    assert.deepEqual(alone.htmlAttributes, site.htmlAttributes);
  });

  it('applies a title template and a default title as the library does', () => {
    assert.equal(reduceHeads([{titleTemplate: '%s | Site'}, {title: 'Page'}]).title, 'Page | Site');
    assert.equal(reduceHeads([{defaultTitle: 'Site'}]).title, 'Site');
    assert.equal(reduceHeads([]).title, undefined);
  });

  it('gives the head the library gives for the same <Head> elements (its server render as the reference)', () => {
    const heads = [
      [
        h('title', {key: 0}, 'Site'),
        h('html', {key: 1, lang: 'en', className: 'plugin-pages'}),
        h('meta', {key: 2, name: 'twitter:card', content: 's'}),
        h('meta', {key: 3, property: 'og:title', content: 'Site'}),
        h('meta', {key: 4, name: 'description', content: 'site'}),
        h('link', {key: 5, rel: 'canonical', href: 'https://x/'}),
        h('link', {key: 6, rel: 'alternate', href: 'https://x/', hrefLang: 'en'}),
      ],
      [
        h('title', {key: 0}, 'Page'),
        h('html', {key: 1, className: 'plugin-docs'}),
        h('meta', {key: 3, property: 'og:title', content: 'Page'}),
        h('meta', {key: 4, name: 'description', content: 'page'}),
        h('meta', {key: 5, name: 'description', content: 'page2'}),
        h('link', {key: 6, rel: 'canonical', href: 'https://x/p'}),
        h('script', {key: 7, type: 'application/ld+json'}, '{"a":1}'),
      ],
    ];
    const context: {helmet?: Record<string, {toString(): string}>} = {};
    renderToStaticMarkup(h(HelmetProvider, {context}, ...heads.map((children, key) => h(Helmet, {key}, ...children))));
    const state = reduceHeads(heads.map((children) => headPropsOf(children)));
    const markup = (kind: 'meta' | 'link' | 'script') =>
      state.tags[kind]
        .map((tag) => {
          const {innerHTML, ...attributes} = tag;
          const attrs = Object.entries(attributes)
            .map(([name, value]) => ` ${name}="${value}"`)
            .join('');
          return kind === 'script' ? `<script data-rh="true"${attrs}>${innerHTML}</script>` : `<${kind} data-rh="true"${attrs}/>`;
        })
        .join('');
    assert.equal(`<title data-rh="true">${state.title}</title>`, context.helmet!.title!.toString());
    for (const kind of ['meta', 'link', 'script'] as const) assert.equal(markup(kind), context.helmet![kind]!.toString(), kind);
    assert.equal(
      Object.entries(state.htmlAttributes)
        .map(([name, value]) => `${name}="${value}"`)
        .join(' '),
      context.helmet!.htmlAttributes!.toString(),
    );
  });
});
