import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteContent } from '../load/site-content.ts';
import { compileSite } from './compile-site-data.ts';

const dir = path.resolve(import.meta.dirname, '../../content');

describe('compileSite', () => {
  // The build hands the modules to the bundling process at once (run-build.ts): it need not wait for the post pages.
  it('hands on the site-data modules, complete, before the first post page', async () => {
    const content = await loadSiteContent({ dir });
    const events: string[] = [];
    let early: Map<string, string> | undefined;
    const compiled = await compileSite(content, (page) => events.push(`post ${page.slug}`), {
      modules: (modules) => {
        events.push('modules');
        early = new Map(modules);
      },
    });
    expect(events[0]).toBe('modules');
    expect(events.filter((event) => event.startsWith('post ')).length).toBe(content.posts.length);
    expect(content.posts.length).toBeGreaterThan(5);
    // What was handed on early is every module the compile returns, as it returns them.
    expect(early).toEqual(compiled.modules);
    expect([...compiled.modules.keys()]).toEqual(expect.arrayContaining(['site', 'site-routes', 'head/home']));
  });
});
