import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port';

export interface DevProcess {
  url: string;
  /** Everything it printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts scripts/dev.ts in `root` (as `npm run dev` does, under tsx, drafts
 * left out) on a free port, with `env` added to this process's environment;
 * resolves once it listens.
 */
export async function startDevProcess(root: string, env: NodeJS.ProcessEnv = {}): Promise<DevProcess> {
  const port = await freePort();
  const dev: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SITE_DEV_DRAFTS: '0', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async () => {
    if (dev.exitCode !== null) return;
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    dev.kill('SIGTERM');
    await exited;
  };
  const url = await new Promise<string>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Dev server: (http:\/\/\S+?)\/?\s/.exec(output)?.[1];
      if (found) resolve(found);
    };
    dev.stdout!.on('data', seen);
    dev.stderr!.on('data', seen);
    dev.once('exit', (code) => reject(new Error(`The dev server exited (${code}):\n${output}`)));
  });
  return { url, output: () => output, stop };
}
