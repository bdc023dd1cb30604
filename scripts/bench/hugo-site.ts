import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The same posts as a Hugo site, for the bench's side-by-side figure: one
 * template renders each post body by this project's line rules (bullet,
 * `Client testimony:` quote, `Step N`/`N.` heading, trailing-colon
 * subheading, paragraph; inline Markdown per line), plus Hugo's own list,
 * tag, RSS and sitemap pages. Front-matter dates are written as ISO dates,
 * which Hugo requires.
 */
const SINGLE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title><meta name="description" content="{{ .Params.excerpt }}"></head>
<body><main><article><h1>{{ .Title }}</h1><p>{{ .Date.Format "2 January 2006" }} · {{ delimit .Params.tags ", " }}</p>
{{- $inList := false -}}
{{- range split .RawContent "\\n" -}}
  {{- $line := trim . " \\r" -}}
  {{- if eq $line "" }}{{ continue }}{{ end -}}
  {{- if hasPrefix $line "- " -}}
    {{- if not $inList }}<ul>{{ $inList = true }}{{ end -}}
    <li>{{ substr $line 2 | markdownify }}</li>
  {{- else -}}
    {{- if $inList }}</ul>{{ $inList = false }}{{ end -}}
    {{- if in $line "Client testimony:" }}<blockquote>{{ $line | markdownify }}</blockquote>
    {{- else if findRE "^(Step \\\\d+|\\\\d+\\\\.\\\\s)" $line }}<h2>{{ $line | markdownify }}</h2>
    {{- else if hasSuffix $line ":" }}<h3>{{ $line | markdownify }}</h3>
    {{- else }}<p>{{ $line | markdownify }}</p>{{ end -}}
  {{- end -}}
{{- end -}}
{{- if $inList }}</ul>{{ end -}}
</article></main></body></html>
`;

const LIST = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><main><h1>{{ .Title }}</h1>
{{- range .Paginator.Pages }}<article><h2><a href="{{ .RelPermalink }}">{{ .Title }}</a></h2><p>{{ .Params.excerpt }}</p></article>{{ end -}}
</main></body></html>
`;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function isoDate(value: string): string {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(value.trim());
  if (!match) return value.trim();
  return `${match[3]}-${String(MONTHS.indexOf(match[1]!) + 1).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}

/** Writes a Hugo site for the posts in `postsDir` into `siteDir`. */
export async function writeHugoSite(postsDir: string, siteDir: string): Promise<void> {
  await mkdir(path.join(siteDir, 'content', 'blog'), { recursive: true });
  await mkdir(path.join(siteDir, 'layouts', '_default'), { recursive: true });
  await writeFile(path.join(siteDir, 'config.toml'), 'baseURL = "https://example.org/"\ntitle = "Bench"\npaginate = 24\n');
  await writeFile(path.join(siteDir, 'layouts', '_default', 'single.html'), SINGLE);
  await writeFile(path.join(siteDir, 'layouts', '_default', 'list.html'), LIST);
  for (const name of await readdir(postsDir)) {
    if (!name.endsWith('.md')) continue;
    const text = await readFile(path.join(postsDir, name), 'utf8');
    await writeFile(path.join(siteDir, 'content', 'blog', name), text.replace(/^date: (.+)$/m, (_, value: string) => `date: ${isoDate(value)}`));
  }
}
