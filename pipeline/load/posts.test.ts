import { describe, expect, it } from 'vitest';
import { IssueList, formatIssue } from '../validate/errors.ts';
import { placeholdersFrom } from './interpolate.ts';
import { allAvailable } from './placeholders.ts';
import { parsePost } from './posts.ts';

const vars = allAvailable(placeholdersFrom({ firstName: 'Juma', lastName: 'Mwakyusa', phoneDisplay: '+255 712 345 678', email: 'hello@example.co.tz' }));

function load(text: string) {
  const issues = new IssueList();
  const post = parsePost(text, 'content/posts/fast-hosting.md', 'fast-hosting', vars, issues)?.post;
  return { post, errors: issues.items.map(formatIssue) };
}

const valid = `---
id: 6
title: Fast Hosting in Tanzania
excerpt: Why a fast local host wins customers for Tanzanian businesses.
image: /images/blog/fast-hosting.jpg
date: May 10, 2025
author: "{fullName}"
tags: [Hosting, Performance]
---
Why speed matters:
A slow site loses customers. Call {phoneDisplay}.
`;

describe('parsePost', () => {
  it('normalises the date, defaults the slug, computes the read time and fills placeholders', () => {
    const { post, errors } = load(valid);
    expect(errors).toEqual([]);
    expect(post).toMatchObject({
      id: 6,
      slug: 'fast-hosting',
      date: '2025-05-10',
      author: 'Juma Mwakyusa',
      readTime: 1,
      blocks: [
        { kind: 'subheading', inline: { pieces: [{ kind: 'text', text: 'Why speed matters:' }] } },
        { kind: 'paragraph', inline: { pieces: [{ kind: 'text', text: 'A slow site loses customers. Call +255 712 345 678.' }] } },
      ],
    });
  });

  it('reports every problem with file, line and field', () => {
    const broken = valid
      .replace('date: May 10, 2025', 'date: 10th of May')
      .replace('title: Fast Hosting in Tanzania\n', '')
      .replace('tags: [Hosting, Performance]', 'tags: [Hosting]\ncolour: red\ndraf: true')
      .replace('Call {phoneDisplay}.', 'Call {phone}.');
    expect(load(broken).errors).toMatchInlineSnapshot(`
      [
        "content/posts/fast-hosting.md:2 title: is required (expected string)",
        "content/posts/fast-hosting.md:5 date: expected an ISO date or 'May 10, 2025'",
        "content/posts/fast-hosting.md:8 colour: unknown field 'colour' (the fields here are id, title, slug, excerpt, image, ogImage, ogImageAlt, location, date, author, tags, readTime, draft)",
        "content/posts/fast-hosting.md:9 draf: unknown field 'draf': did you mean 'draft'?",
        "content/posts/fast-hosting.md:12 body: unknown placeholder {phone}; use {firstName}, {lastName}, {fullName}, {phoneDisplay}, {email} or a price such as {price:hosting/economy-5gb} (see pipeline/load/price-placeholders.ts)",
      ]
    `);
  });

  it('points YAML syntax errors at their line', () => {
    const { post, errors } = load(valid.replace('tags: [Hosting, Performance]', 'tags: [Hosting, Performance'));
    expect(post).toBeUndefined();
    expect(errors[0]).toMatch(/^content\/posts\/fast-hosting\.md:\d+ YAML syntax: /);
  });

  it('asks for front matter when there is none', () => {
    expect(load('Just text').errors).toEqual(["content/posts/fast-hosting.md:1 expected front matter between '---' lines at the top of the file"]);
  });

  it('rejects a post without body text', () => {
    expect(load(valid.replace(/---\nWhy[\s\S]*$/, '---\n')).errors).toEqual(['content/posts/fast-hosting.md:10 body: the post has no body text']);
  });
});
