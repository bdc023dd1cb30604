import { describe, expect, it } from 'vitest';
import { IssueList } from '../validate/errors.ts';
import { parseYamlSource, type YamlDocuments } from './yaml-source.ts';

const PRICES = `plans:
  - name: Starter
    price: 85000
  - name: Business
    price: 150000
`;

describe('YAML documents kept between loads (the dev server)', () => {
  it('gives fresh data each time, so placeholders filled into one load never reach the next', () => {
    const documents: YamlDocuments = new Map();
    const first = parseYamlSource(PRICES, 'content/hosting.yaml', new IssueList(), 0, documents)!;
    (first.data as { plans: { name: string }[] }).plans[0]!.name = 'Filled in';
    const document = documents.get('content/hosting.yaml')!.doc;
    const second = parseYamlSource(PRICES, 'content/hosting.yaml', new IssueList(), 0, documents)!;
    expect(second.data).toEqual({ plans: [{ name: 'Starter', price: 85000 }, { name: 'Business', price: 150000 }] });
    expect(second.lineOf(['plans', 1, 'price'])).toBe(5);
    // The same document: it was not parsed again.
    expect(documents.get('content/hosting.yaml')!.doc).toBe(document);
  });

  it('parses a file again when its text changed, and reports the new text’s errors', () => {
    const documents: YamlDocuments = new Map();
    parseYamlSource(PRICES, 'content/hosting.yaml', new IssueList(), 0, documents);
    const edited = PRICES.replace('85000', '90000');
    expect(parseYamlSource(edited, 'content/hosting.yaml', new IssueList(), 0, documents)!.data).toEqual({
      plans: [{ name: 'Starter', price: 90000 }, { name: 'Business', price: 150000 }],
    });
    const issues = new IssueList();
    expect(parseYamlSource(`${edited}  - name: [\n`, 'content/hosting.yaml', issues, 0, documents)).toBeUndefined();
    expect(issues.items).toMatchObject([{ file: 'content/hosting.yaml', message: expect.stringMatching(/^YAML syntax/) }]);
  });
});
