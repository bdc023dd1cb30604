import { sha256 } from './fingerprint.ts';
import type { SiteModules } from '../render/site-data.ts';

/**
 * The keys an incremental build compares (build-record.ts):
 * - the build key: code, content and settings; equal means the output
 *   folder, if it still holds what the last build wrote, is already right;
 * - the bundle key: code, the compiled content modules the bundles import
 *   and the settings; equal means Vite would make the same bundles.
 * Settings are everything else the output depends on: where it is built
 * from and to, production or not, and what the contact backend resolved to
 * (the bundle's endpoint and the CSP both come from it), plus the VITE_
 * variables, which Vite would hand to the bundle.
 */
export function settingsKey(settings: Record<string, unknown>, env: NodeJS.ProcessEnv): string {
  const vite = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return sha256(JSON.stringify({ settings, vite }));
}

export const buildKey = (code: string, content: string, settings: string): string => sha256(`build\0${code}\0${content}\0${settings}`);

export function bundleKey(code: string, settings: string, modules: SiteModules): string {
  const names = [...modules.keys()].sort();
  return sha256(`bundle\0${code}\0${settings}\0${names.map((name) => `${name}\0${modules.get(name)}`).join('\0')}`).slice(0, 32);
}
