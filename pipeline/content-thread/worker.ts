import { cacheStrippedModules } from '../stripped-cache.ts';

// The thread's own modules load stripped from the cache the build named (stripped-cache.ts): imported after it is in place.
cacheStrippedModules();
await import('./thread-main.ts');
