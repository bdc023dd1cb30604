// The card process's entry, in plain JavaScript: its TypeScript loads stripped from the build's cache
// (stripped-cache.mjs, imported first), and then Node's own stripper never starts.
import '../../stripped-cache.mjs';

// The build is gone or has let the process go (card-process.ts): it ends between two cards (the queue lets the event loop turn
// after each, render-cards.ts), so no half-written file stays.
process.on('disconnect', () => process.exit(0));

try {
  // The build's messages wait meanwhile: Node keeps a child's messages until it listens for them.
  await import('./process-main.ts');
} catch (error) {
  // An error before any job (a missing font, say): the build reports it when it asks for its cards.
  process.send?.({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exitCode = 1;
  process.disconnect?.();
}
