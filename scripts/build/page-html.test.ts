import { describe, expect, it } from 'vitest';
import { hydrationPreloads, toFallbackPage, transformPageHtml } from './page-html';

const rendered = `<!DOCTYPE html><html lang="en"><head><title>Home</title><meta name="description" content="x">
<meta charset="UTF-8">
<script type="module" crossorigin="" src="/assets/app-1.js"></script></head><body>
<div id="root" data-server-rendered="true"><h1>Home</h1><script>window.__staticRouterHydrationData = JSON.parse("{\\"loaderData\\":{\\"blog\\":{\\"t\\":\\"a\\u003cb\\"}},\\"actionData\\":null,\\"errors\\":null}");</script></div>
<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script></body></html>`;

describe('transformPageHtml', () => {
  const html = transformPageHtml(rendered, { preload: ['/assets/client-9.js'] });

  it('puts meta charset first in head', () => {
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>/);
  });
  it('leaves no executable inline script', () => {
    expect(html.match(/<script>/g)).toBeNull();
  });
  it('keeps the hydration data as a JSON block that parses back to the same data', () => {
    const json = /<script type="application\/json" id="router-hydration">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual({ loaderData: { blog: { t: 'a<b' } }, actionData: null, errors: null });
    expect(json).not.toContain('<');
  });
  it('keeps the build-id placeholder for vite-react-ssg to fill, in a non-executable block', () => {
    expect(html).toContain('<script type="text/plain" id="ssg-build">/* SCRIPT_COMMENT_PLACEHOLDER */</script>');
  });
  it('modulepreloads the hydration chunk', () => {
    expect(html).toContain('<link rel="modulepreload" crossorigin="" href="/assets/client-9.js"></head>');
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
