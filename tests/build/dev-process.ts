import { startDevProcess, type DevProcess } from '../../scripts/serve/dev-process';
import { projectRoot } from './content-tree';

export type { DevProcess };

/** Starts scripts/dev.ts in the project (as `npm run dev` does, under tsx, drafts left out) and resolves once it listens. */
export const startDev = (env: NodeJS.ProcessEnv = {}): Promise<DevProcess> => startDevProcess(projectRoot, env);
