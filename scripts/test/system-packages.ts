import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The two Debian packages the tests need: Chromium for the end-to-end and
 * Lighthouse steps, PostgreSQL 15 for the database tests. Installed with apt
 * when we run as root; otherwise `npm test` stops at once with the command
 * that installs them (hundreds of failed tests say less than one line).
 */
interface SystemPackage {
  name: string;
  purpose: string;
  present: () => boolean;
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const packages: SystemPackage[] = [
  { name: 'chromium', purpose: 'end-to-end and Lighthouse tests', present: () => existsSync(chromiumPath) },
  { name: 'postgresql', purpose: 'database tests on PostgreSQL 15', present: () => existsSync('/usr/lib/postgresql/15/bin/postgres') },
];

export function missingPackages(): SystemPackage[] {
  return packages.filter((pkg) => !pkg.present());
}

/** The one command that installs what is missing, for the user to run. */
export function installCommand(missing: SystemPackage[]): string {
  return `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing.map((pkg) => pkg.name).join(' ')}`;
}

function canInstall(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Installs missing packages when possible; returns an error message (with the fix) when they are still missing. */
export function ensureSystemPackages(log: (line: string) => void = console.log): string | undefined {
  const missing = missingPackages();
  if (missing.length === 0) return undefined;
  const list = missing.map((pkg) => `${pkg.name} (${pkg.purpose})`).join(', ');
  if (!canInstall()) {
    return `npm test needs Debian packages that are not installed: ${list}. Install them with:\n  ${installCommand(missing)}\nthen run npm test again.`;
  }
  log(`Installing Debian packages the tests need: ${list}.`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', ...missing.map((pkg) => pkg.name)]]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) return `apt-get ${args[0]} failed (exit code ${run.status ?? 'signal'}). Fix it, or install by hand:\n  ${installCommand(missing)}`;
  }
  const still = missingPackages();
  if (still.length > 0) return `apt-get finished but ${still.map((pkg) => pkg.name).join(', ')} is still missing. Install by hand:\n  ${installCommand(still)}`;
  log(`Installed: ${missing.map((pkg) => pkg.name).join(', ')}.`);
  return undefined;
}
