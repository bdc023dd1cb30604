/** A rule from `_redirects`: `from to status`. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** A block from `_headers`: a path pattern (`*` matches anything) and its headers. */
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from, to, status: Number.parseInt(status, 10) };
    });
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: raw.trim(), headers: [] });
    } else {
      const separator = raw.indexOf(':');
      rules.at(-1)?.headers.push([raw.slice(0, separator).trim(), raw.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

/** The redirect for a path, matching with or without a trailing slash, as Netlify and Cloudflare Pages do. */
export function findRedirect(rules: readonly RedirectRule[], pathname: string): RedirectRule | undefined {
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return rules.find((rule) => rule.status >= 300 && rule.status < 400 && rule.from === bare);
}

/** Every header that applies to a path; later blocks add to earlier ones. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): [string, string][] {
  return rules.filter((rule) => patternMatches(rule.pattern, pathname)).flatMap((rule) => rule.headers);
}

function patternMatches(pattern: string, pathname: string): boolean {
  const regex = new RegExp(`^${pattern.split('*').map(escapeRegex).join('.*')}$`);
  return regex.test(pathname);
}

function escapeRegex(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}
