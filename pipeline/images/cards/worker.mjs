// The card thread's entry, in plain JavaScript: its TypeScript loads stripped from the build's cache
// (stripped-cache.mjs, imported first), and then Node's own stripper never starts.
import '../../stripped-cache.mjs';

await import('./thread-main.ts');
