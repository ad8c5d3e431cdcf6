import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

let released: Promise<void> | undefined;

/**
 * better-auth keeps its request context in three AsyncLocalStorage instances. On Node 20 an
 * AsyncLocalStorage, once entered, turns on promise hooks for every promise of the process and
 * leaves them on: after the first sign-in every request paid for them, the health check included
 * (about a fifth of its CPU time). better-auth reads its stores only inside its own `run` calls,
 * and awaits every one of them, so the runs in flight are counted here and the stores are
 * switched off when the last one has settled; the next `run` switches them on again. Where Node
 * carries the context without hooks (22.7 and later), switching off costs nothing and saves
 * nothing. Once per process: the stores are better-auth's, shared by every instance.
 */
export function releaseAuthContextBetweenCalls(): Promise<void> {
  released ??= Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]).then((storages) => countRuns(storages));
  return released;
}

function countRuns(storages: AsyncLocalStorage<unknown>[]): void {
  let running = 0;
  const settled = () => {
    running -= 1;
    if (running === 0) for (const storage of storages) storage.disable();
  };
  for (const storage of storages) {
    const run = storage.run.bind(storage);
    storage.run = ((store: unknown, callback: (...args: unknown[]) => unknown, ...args: unknown[]) => {
      running += 1;
      let result: unknown;
      try {
        result = run(store, callback, ...args);
      } catch (error) {
        settled();
        throw error;
      }
      if (result instanceof Promise) result.then(settled, settled);
      else settled();
      return result;
    }) as typeof storage.run;
  }
}
