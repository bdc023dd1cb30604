import { describe, expect, it } from 'vitest';
import { hydrationPreloads, toFallbackPage } from './page-html';
import { fillTemplate } from './prerender/page-template';

const template =
  '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" crossorigin src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>';
const page = {
  appHtml: '<h1>Home</h1>',
  htmlAttributes: 'lang="en"',
  headTags: '<title>Home</title>',
  preload: ['/assets/client-9.js', '/assets/app-1.js', '/assets/home-2.css'],
  hydrationJson: JSON.stringify({ loaderData: { blog: { t: 'a</script><b>' } } }),
};

describe('fillTemplate', () => {
  const html = fillTemplate(template, page, 'abc123');

  it('keeps meta charset first and the language on <html>', () => {
    expect(html).toMatch(/^<!doctype html><html lang="en"><head><meta charset="UTF-8" \/><title>Home<\/title>/);
  });
  it('leaves no executable inline script', () => {
    expect(html.match(/<script>/g)).toBeNull();
  });
  it('keeps the hydration data as a JSON block that parses back to the same data', () => {
    const json = /<script type="application\/json" id="router-hydration">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual({ loaderData: { blog: { t: 'a</script><b>' } } });
    expect(json).not.toContain('<');
  });
  it('marks the app as prerendered and carries the build id', () => {
    expect(html).toContain('<div id="root" data-server-rendered="true"><h1>Home</h1></div>');
    expect(html).toContain(`<script type="text/plain" id="ssg-build">'abc123'</script>`);
  });
  it('preloads what the page needs, once', () => {
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/client-9.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-2.css">');
    expect(html.match(/app-1\.js/g)).toHaveLength(1);
  });
  it('makes a fallback page that renders at the visited URL instead of hydrating', () => {
    const fallback = toFallbackPage(html);
    expect(fallback).not.toContain('data-server-rendered');
    expect(fallback).not.toContain('router-hydration');
  });
});

describe('hydrationPreloads', () => {
  it('finds the react-dom client chunk in the manifest', () => {
    const manifest = { 'node_modules/react-dom/client.js': { file: 'assets/client-9.js' }, 'index.html': { file: 'assets/app-1.js' } };
    expect(hydrationPreloads(manifest)).toEqual(['/assets/client-9.js']);
  });
});
