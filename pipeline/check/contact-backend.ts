import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { loadEnv } from 'vite';

/**
 * The one place that decides where a build's contact form sends messages.
 * Both the browser bundle (vite.config.ts defines __CONTACT_BACKEND__ from
 * it) and the Content-Security-Policy's connect-src in `_headers` take it
 * from here, so they can never disagree.
 *
 * Read as Vite reads it: loadEnv for the build mode, i.e. `.env`,
 * `.env.local`, `.env.<mode>`, `.env.<mode>.local` in the env folder, with
 * variables already set in the shell taking precedence.
 */

export const urlVariable = 'VITE_SUPABASE_URL';
export const keyVariable = 'VITE_SUPABASE_ANON_KEY';

export type ContactBackend =
  /** A hosted Supabase project. */
  | { kind: 'supabase'; url: string; origin: string; anonKey: string }
  /** The embedded stand-in of `npm run dev` / `npm run preview`, on the page's own origin. */
  | { kind: 'embedded' };

/** What is wrong with the backend variables, and how to fix it. */
export type BackendProblem = { variable: string; message: string; fix: string };

export type BackendResolution = { backend: ContactBackend; problems: BackendProblem[]; envDir: string };

/** Where Vite looks for .env files: SITE_ENV_DIR (tests, fixtures) or the project root. */
export function envDirFor(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_ENV_DIR ?? root;
}

const setIn = (envDir: string, mode: string) =>
  `the host's build environment variables (Netlify: Site configuration → Environment variables; Cloudflare Pages: Settings → Variables and Secrets), or ${envDir === '.' ? '' : `${envDir}/`}.env.${mode}`;

export function resolveContactBackend(options: { mode: string; root: string; env?: NodeJS.ProcessEnv }): BackendResolution {
  const env = options.env ?? process.env;
  const envDir = envDirFor(options.root, env);
  // loadEnv already lets process.env win over the files; a caller's own env wins the same way.
  const files = readEnv(options.mode, envDir, 'VITE_SUPABASE_');
  const read = (name: string) => (env[name] ?? files[name] ?? '').trim();
  const url = read(urlVariable);
  const anonKey = read(keyVariable);
  const where = setIn(displayDir(envDir, options.root), options.mode);
  const problems: BackendProblem[] = [];

  if (!url && !anonKey) return { backend: { kind: 'embedded' }, problems, envDir };
  let origin: string | undefined;
  if (!url) {
    problems.push({ variable: urlVariable, message: `${keyVariable} is set but ${urlVariable} is not`, fix: `set ${urlVariable}=https://<project-ref>.supabase.co in ${where}` });
  } else {
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'https:' && parsed.hostname !== 'localhost' && parsed.hostname !== '127.0.0.1') throw new Error('not https');
      origin = parsed.origin;
    } catch {
      problems.push({ variable: urlVariable, message: `${urlVariable} is not an https address (${url})`, fix: `set it to the project's URL, e.g. https://<project-ref>.supabase.co, in ${where}` });
    }
  }
  if (!anonKey) {
    problems.push({ variable: keyVariable, message: `${urlVariable} is set but ${keyVariable} is not`, fix: `set ${keyVariable} to the project's public anon key (Supabase: Project Settings → API) in ${where}` });
  }
  if (problems.length > 0 || !origin) return { backend: { kind: 'embedded' }, problems, envDir };
  return { backend: { kind: 'supabase', url: url.replace(/\/+$/, ''), origin, anonKey }, problems, envDir };
}

/**
 * Vite's loadEnv, loading Vite only when there is an env file to parse.
 * Vite costs the build process about 150 MB it keeps to the end (the
 * bundling runs in a process of its own): without env files, loadEnv
 * returns exactly the prefixed variables of process.env.
 */
function readEnv(mode: string, envDir: string, prefix: string): Record<string, string> {
  const names = ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`];
  const anyFile = names.some((name) => {
    const stat = statSync(path.join(envDir, name), { throwIfNoEntry: false });
    return stat !== undefined && (stat.isFile() || stat.isFIFO());
  });
  if (anyFile) return (createRequire(import.meta.url)('vite') as { loadEnv: typeof loadEnv }).loadEnv(mode, envDir, prefix);
  return Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith(prefix) && entry[1] !== undefined));
}

function displayDir(envDir: string, root: string): string {
  return envDir === root ? '.' : envDir;
}

/** What the browser bundle needs: the project, or null for the page's own origin (the embedded stand-in). */
export function bundleBackend(backend: ContactBackend): { url: string; anonKey: string } | null {
  return backend.kind === 'supabase' ? { url: backend.url, anonKey: backend.anonKey } : null;
}

/** The connect-src origin for the CSP, when the form talks to another origin. */
export function backendOrigin(backend: ContactBackend): string | undefined {
  return backend.kind === 'supabase' ? backend.origin : undefined;
}

/** The build summary's line about the form. */
export function describeBackend(backend: ContactBackend): string {
  return backend.kind === 'supabase'
    ? `Contact form: Supabase project ${backend.origin}.`
    : `Contact form: the local stand-in (the embedded backend of npm run dev / npm run preview). A static host answers it with 404: set ${urlVariable} and ${keyVariable} to go live.`;
}
