/**
 * How the build's own threads (content, cards) run their TypeScript: Node's
 * type stripping, not tsx. A thread loading the content modules took about
 * 0.72 s of CPU through tsx's resolver hooks and transforms, 0.50 s
 * stripped; the card modules, while they still loaded satori, 0.9 s
 * against 0.45 s. So every module of
 * pipeline/ names its relative imports with their `.ts` extension and uses
 * erasable syntax only (no enums, no parameter properties);
 * typescript-threads.test.ts checks both. The flag is a no-op from
 * Node 22.18 on and keeps 22.12–22.17 working.
 */
export const TYPESCRIPT_THREAD = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'];
