import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api';
import { describeGenerationError, IdempotencyKeys, sendsToPricing } from './generation';

describe('generation helpers', () => {
  it('sends only tarot, Celtic Cross and life path to pricing on insufficient credits', () => {
    expect(
      ['tarot-traditional', 'tarot-celtic-cross', 'lifepathnumber'].every((r) => sendsToPricing(r as never)),
    ).toBe(true);
    expect(sendsToPricing('natalbirthchart')).toBe(false);
    expect(sendsToPricing('compatibility')).toBe(false);
  });

  it('maps server errors to field messages and the generation error titles', () => {
    const validation = describeGenerationError(
      new ApiRequestError(400, 'validation_failed', 'input.person2.city: not found', [
        { path: 'input.person2.city', message: 'not found' },
      ]),
    );
    expect(validation.fields).toEqual({ 'person2.city': 'not found' });
    const credits = describeGenerationError(
      new ApiRequestError(
        402,
        'insufficient_credits',
        'Insufficient credits. You need 24 credits but have 3.',
        [],
        { cost: 24, balance: 3 },
      ),
    );
    expect(credits).toMatchObject({ insufficientCredits: true, title: 'Not enough credits' });
    expect(credits.message).toMatch(/^This reading costs 24 credits and you have 3\. Buy credits/);
    const ambiguous = describeGenerationError(
      new ApiRequestError(400, 'ambiguous_local_time', 'twice', [], { offsetsMinutes: [120, 60] }),
    );
    expect(ambiguous.offsetsMinutes).toEqual([120, 60]);
    expect(describeGenerationError(new ApiRequestError(503, 'generation_failed', 'x')).title).toBe(
      'Service temporarily unavailable',
    );
  });

  it('reuses the idempotency key for a retried identical request only', () => {
    const keys = new IdempotencyKeys();
    const request = {
      app: 'lifepathnumber',
      input: { firstName: 'A', lastName: 'B', birthDate: '1990-01-01' },
    } as const;
    const first = keys.keyFor(request);
    expect(keys.keyFor(request)).toBe(first);
    expect(keys.keyFor({ ...request, input: { ...request.input, firstName: 'C' } })).not.toBe(first);
    keys.settle();
    expect(keys.keyFor(request)).not.toBe(first);
  });
});
