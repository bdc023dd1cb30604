import { describe, expect, it } from 'vitest';
import { islandsIn, unseenIslands } from './page-html.ts';
import { classesIn, pageCss } from './page-css.ts';
import { fillTemplate, stylesheetHref } from './page-template.ts';

const template =
  '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/app-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/app-2.css"></head><body><div id="root"></div></body></html>';
const page = {
  appHtml: '<h1>Home</h1>',
  htmlAttributes: 'lang="en"',
  headTags: '<title>Home</title>',
  css: 'h1{color:red}',
};

describe('fillTemplate', () => {
  const html = fillTemplate(template, page);

  it('keeps meta charset first and the language on <html>', () => {
    expect(html).toMatch(/^<!doctype html><html lang="en"><head><meta charset="UTF-8" \/><title>Home<\/title>/);
  });
  it('puts the page in the root and leaves no inline script', () => {
    expect(html).toContain('<div id="root"><h1>Home</h1></div>');
    expect(html.match(/<script>/g)).toBeNull();
  });
  it('inlines the page CSS in place of the stylesheet link', () => {
    expect(html).toContain('<style>h1{color:red}</style></head>');
    expect(html).not.toContain('rel="stylesheet"');
  });
  it('finds the stylesheet of the template', () => {
    expect(stylesheetHref(template)).toBe('/assets/app-2.css');
  });
});

describe('islands in rendered HTML', () => {
  const html =
    '<div class="contents" data-island="site-header" data-island-props="{&quot;pathname&quot;:&quot;/&quot;}" data-island-load="interaction"></div>' +
    '<div class="contents" data-island="contact-form" data-island-props="{}" data-island-load="visible"></div>' +
    '<div class="contents" data-island="site-header" data-island-props="{}" data-island-load="interaction"></div>' +
    '<div class="contents" data-island="blog-explorer" data-island-props="{}" data-island-load="load"></div>';
  it('lists the islands that load without being seen, once each', () => {
    expect(unseenIslands(html).sort()).toEqual(['blog-explorer', 'site-header']);
  });
  it('lists every island, once each', () => {
    expect(islandsIn(html)).toEqual(['site-header', 'contact-form', 'blog-explorer']);
  });
  it('takes only attributes in the order island() writes them, with a name and a load of word characters', () => {
    const odd =
      '<div data-island="no-props" data-island-load="load"></div>' +
      '<div data-island="bad name" data-island-props="{}" data-island-load="load"></div>' +
      '<div data-island-props="{}" data-island="props-first" data-island-load="load"></div>' +
      '<div data-island="cut" data-island-props="{}" data-island-load="load';
    expect(islandsIn(odd + html)).toEqual(['site-header', 'contact-form', 'blog-explorer']);
  });
});

describe('page CSS', () => {
  const css = ':root{--c:red}.a{color:red}.b{color:blue}.a:hover,.c{color:green}@media (width>=40rem){.sm\\:b{color:blue}.a{margin:0}}.x:is(:where(.group):hover *){color:red}h1{margin:0}';
  it('reads class names, HTML entities decoded', () => {
    expect([...classesIn('<p class="a  sm:b [&amp;&gt;svg]:x"></p><a class="">')]).toEqual(['a', 'sm:b', '[&>svg]:x']);
  });
  it('reads exactly the class attributes the regular expression /\\sclass="([^"]*)"/g finds', () => {
    const byRegex = (html: string) => new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, v]) => v!.split(/\s+/).filter(Boolean)));
    const cases = [
      'class="first" <p\tclass="tab"><p\nclass="nl"> data-class="no" xclass="no" <i class="a b"><b class="c',
      '<p class="x" class="y"><q class=""><s  class="z">class="never"',
      '',
      'class="',
      '<a class="u"><a class="v"><a class="u w">',
    ];
    for (const html of cases) expect(classesIn(html)).toEqual(byRegex(html));
  });
  it('keeps the rules the page can match, in order, and drops the rest', () => {
    const out = pageCss(css)('<p class="a"></p><h1 class="x"></h1>');
    expect(out).toContain(':root{--c:red}');
    expect(out).toContain('.a{color:red}');
    expect(out).toContain('.a:hover,.c{color:green}');
    expect(out).toContain('@media (width>=40rem){.a{margin:0}}');
    expect(out).toContain('.x:is(:where(.group):hover *)');
    expect(out).toContain('h1{margin:0}');
    expect(out).not.toContain('color:blue');
  });
  it('cuts each page by its own classes, however many classes the pages before it brought', () => {
    const cut = pageCss(css);
    // Thousands of classes that match no rule, then pages that differ in one class each.
    const many = Array.from({ length: 3000 }, (_, i) => `n${i}`).join(' ');
    expect(cut(`<p class="${many}"></p>`)).not.toContain('color:red');
    expect(cut(`<p class="${many} a"></p>`)).toContain('.a{color:red}');
    expect(cut('<p class="c"></p><p class="b"></p>')).toBe(cut('<p class="b"></p><p class="c"></p>'));
    const b = cut('<p class="b"></p>');
    expect(b).toContain('.b{color:#00f}');
    expect(b).not.toContain('color:green');
  });
  it("keeps the rules for classes the page's scripts set later", () => {
    const out = pageCss(css)('<p class="a"></p>', { key: 'island', classes: new Set(['b', 'words-that-match-nothing']) });
    expect(out).toContain('.b{color:#00f}');
    expect(out).not.toContain('.sm\\:b');
  });
});
