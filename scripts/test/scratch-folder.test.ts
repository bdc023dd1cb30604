import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createScratchFolder } from './scratch-folder';
import { runSteps } from './run-steps';

let parent: string;
afterEach(() => rmSync(parent, { recursive: true, force: true }));
const newParent = () => (parent = mkdtempSync(path.join(os.tmpdir(), 'scratch-parent-')));

it('gives the steps one temporary folder and leaves nothing behind once removed', () => {
  newParent();
  const scratch = createScratchFolder(parent);
  // A step that makes a temporary folder of its own, as the tests' content copies do.
  const made = path.join(parent, 'made.txt');
  const script = `const fs = require('fs'), os = require('os'), path = require('path');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-copy-'));
    fs.writeFileSync(path.join(dir, 'site.yaml'), 'name: x');
    fs.writeFileSync(${JSON.stringify(made)}, dir);`;
  const [result] = runSteps([{ name: 'makes a folder', command: process.execPath, args: ['-e', script], env: { TMPDIR: scratch.folder } }], () => undefined);
  expect(result!.exitCode).toBe(0);
  const dir = readFileSync(made, 'utf8');
  expect(path.dirname(dir)).toBe(scratch.folder);
  expect(existsSync(path.join(dir, 'site.yaml'))).toBe(true);
  rmSync(made);

  scratch.remove();
  expect(readdirSync(parent)).toEqual([]);
});

it('removes the folders of runs no longer alive, not those of a live run or anything else', () => {
  newParent();
  // A process id that was alive and is not any more.
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
  for (const name of [`site-test-${gone}-a1b2c3`, `site-test-${process.pid}-d4e5f6`, 'site-test-notes', 'content-copy-x']) mkdirSync(path.join(parent, name));

  const scratch = createScratchFolder(parent);
  expect(readdirSync(parent).sort()).toEqual(['content-copy-x', path.basename(scratch.folder), `site-test-${process.pid}-d4e5f6`, 'site-test-notes'].sort());
});
