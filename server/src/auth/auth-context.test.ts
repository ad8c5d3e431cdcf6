import { setTimeout as sleep } from 'node:timers/promises';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
} from '@better-auth/core/context';
import { describe, expect, it } from 'vitest';
import { releaseAuthContextBetweenCalls } from './auth-context';

/** Node 20's AsyncLocalStorage keeps promise hooks on for as long as one of them is enabled. */
const enabled = (storage: object) => (storage as { enabled?: boolean }).enabled;

describe('releaseAuthContextBetweenCalls', () => {
  it("keeps each call's context across awaits while others end, and switches the stores off after the last", async () => {
    await releaseAuthContextBetweenCalls();
    const endpoint = await getCurrentAuthContextAsyncLocalStorage();
    const adapter = await getCurrentDBAdapterAsyncLocalStorage();
    const seen: unknown[] = [];
    const call = (name: string, ms: number) =>
      endpoint.run({ name } as never, async () => {
        await sleep(ms);
        // A nested run of another store, as better-auth's endpoints run their adapter.
        await adapter.run({ adapter: name } as never, async () => {
          await sleep(ms);
          seen.push([(endpoint.getStore() as { name?: string } | undefined)?.name, adapter.getStore()]);
        });
        await sleep(ms);
        seen.push((endpoint.getStore() as { name?: string } | undefined)?.name);
      });
    const short = call('short', 1);
    const long = call('long', 15);
    await short;
    // The short call has settled, the long one still needs its stores.
    expect(enabled(endpoint)).not.toBe(false);
    await long;
    expect(seen).toEqual([['short', { adapter: 'short' }], 'short', ['long', { adapter: 'long' }], 'long']);
    expect(endpoint.getStore()).toBeUndefined();
    expect(enabled(endpoint)).toBe(false);
    expect(enabled(adapter)).toBe(false);
  });

  it('switches the stores off after a call that failed', async () => {
    await releaseAuthContextBetweenCalls();
    const endpoint = await getCurrentAuthContextAsyncLocalStorage();
    await expect(
      endpoint.run({} as never, async () => {
        await sleep(1);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(enabled(endpoint)).toBe(false);
  });
});
