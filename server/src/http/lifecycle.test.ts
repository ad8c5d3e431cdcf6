import { describe, expect, it } from 'vitest';
import { Lifecycle } from './lifecycle';

describe('Lifecycle.whenIdle', () => {
  it('resolves at once without requests, and only after the last one finishes otherwise', async () => {
    const lifecycle = new Lifecycle();
    await expect(lifecycle.whenIdle()).resolves.toBeUndefined();

    lifecycle.requestStarted();
    lifecycle.requestStarted();
    let idle = false;
    const waiting = lifecycle.whenIdle().then(() => (idle = true));
    lifecycle.requestFinished();
    await Promise.resolve();
    expect(idle).toBe(false);
    lifecycle.requestFinished();
    await waiting;
    expect(idle).toBe(true);
    expect(lifecycle.requestsInFlight).toBe(0);
  });
});
