import { describe, expect, it } from 'vitest';
import { holdUntilFloor } from './answer-floor';

describe('holding a sign-up or reset answer', () => {
  it('waits out the floor for a quick answer', async () => {
    const startedAt = performance.now();
    await holdUntilFloor(startedAt, 60);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(60);
  });

  it('holds a slow answer to the next multiple of the floor, so a loaded server does not show the difference', async () => {
    const startedAt = performance.now() - 250;
    await holdUntilFloor(startedAt, 100);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(300);
  });
});
