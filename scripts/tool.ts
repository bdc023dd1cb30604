import { spawnSync } from 'node:child_process';

/**
 * `node scripts/node22.mjs scripts/tool.ts <bin> [args...]`: runs a tool installed in node_modules on
 * Node 22 (node22.mjs puts it first on PATH), for npm scripts whose tool refuses Debian's Node 20
 * (vitest's engines ask for 22.12). Exits with the tool's status.
 */
const [bin, ...args] = process.argv.slice(2);
if (!bin) {
  console.error('usage: node scripts/node22.mjs scripts/tool.ts <bin> [args...]');
  process.exit(2);
}
const { status, signal } = spawnSync('npx', ['--no-install', bin, ...args], { stdio: 'inherit' });
process.exit(signal ? 1 : (status ?? 1));
