import { Worker } from 'node:worker_threads';
import type { CardThread } from '../images/cards/card-thread.ts';
import type { CardJob } from '../images/cards/render-cards.ts';
import { TYPESCRIPT_THREAD } from '../typescript-threads.ts';
import { THREAD_LIMITS } from '../thread-limits.ts';
import { ContentError, type ContentIssue } from '../validate/errors.ts';
import type { CompiledContent, ContentJob, ContentSteps, HostContent } from './load-and-compile.ts';

export type ContentMessage =
  | { type: 'early'; cards: CardJob }
  | { type: 'loaded'; content: HostContent }
  | { type: 'modules'; modules: Map<string, string> }
  | { type: 'compiled'; compiled: CompiledContent }
  | { type: 'failed'; issues?: ContentIssue[]; message?: string };

/** The content thread's steps, and the site-data modules it sends the moment the compile has made them (before the post pages). */
export type ContentThread = ContentSteps & { modules: Promise<Map<string, string>>; stop(): void };

/**
 * Loads and compiles the content on a thread of its own (thread-main.ts), which
 * ends once it has written the post cache. Parsing and compiling 4,000
 * posts grew the build thread's heap to over 200 MB, which V8 kept
 * committed through the rendering although little of it was still in use;
 * the thread's heap goes with the thread. What comes back is what the rest
 * of the build reads: the content without the posts as loaded, and the
 * compiled data with the post pages packed in a shared buffer (not copied).
 * `cards` takes each post's card as the post is read (a cold card cache).
 */
export function startContentThread(job: Omit<ContentJob, 'earlyCards'>, cards?: CardThread): ContentThread {
  const worker = new Worker(new URL('./worker.mjs', import.meta.url), { workerData: { ...job, earlyCards: cards !== undefined } satisfies ContentJob, execArgv: TYPESCRIPT_THREAD, resourceLimits: THREAD_LIMITS });
  const loaded = deferred<HostContent>();
  const modules = deferred<Map<string, string>>();
  const compiled = deferred<CompiledContent>();
  const fail = (error: Error) => {
    loaded.reject(error);
    modules.reject(error);
    compiled.reject(error);
  };
  worker.on('message', (message: ContentMessage) => {
    if (message.type === 'early') cards?.early(message.cards);
    else if (message.type === 'loaded') loaded.resolve(message.content);
    else if (message.type === 'modules') modules.resolve(message.modules);
    else if (message.type === 'compiled') compiled.resolve(message.compiled);
    else fail(message.issues ? new ContentError(message.issues) : new Error(message.message));
  });
  worker.once('error', fail);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  void exited.then(() => fail(new Error('the content thread stopped before the content was compiled')));
  // Whichever step fails, the build reports it once, from the step it awaits.
  loaded.promise.catch(() => undefined);
  modules.promise.catch(() => undefined);
  compiled.promise.catch(() => undefined);
  return { loaded: loaded.promise, modules: modules.promise, compiled: compiled.promise, saved: exited, stop: () => void worker.terminate() };
}

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: Error) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => [resolve, reject] = [yes, no]);
  return { promise, resolve, reject };
}
