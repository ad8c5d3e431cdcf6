import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/lib/memory-storage';
import {
  describeRememberedRequest,
  forgetRememberedReading,
  rememberedReading,
  rememberReading,
  REMEMBERED_READING_MAX_AGE_MS,
} from './remembered-reading';

const celticCross = {
  request: {
    app: 'tarot-celtic-cross' as const,
    drawId: 'draw-1',
    input: { firstName: 'Cara', question: 'Should I move to Lisbon?' },
  },
  cost: 24,
  balance: 3,
  savedAt: 1_000_000,
};

describe('the reading remembered while the person buys credits', () => {
  it('comes back for its own app within the hour, and for any app when none is named', () => {
    const storage = new MemoryStorage();
    rememberReading(storage, celticCross);
    expect(rememberedReading(storage, 1_000_000 + 60_000, 'tarot-celtic-cross')).toEqual(celticCross);
    expect(rememberedReading(storage, 1_000_000 + 60_000)).toEqual(celticCross);
    expect(rememberedReading(storage, 1_000_000 + 60_000, 'lifepathnumber')).toBeNull();
  });

  it('is dropped when stale, forgotten, or not a request the server would accept', () => {
    const storage = new MemoryStorage();
    rememberReading(storage, celticCross);
    expect(rememberedReading(storage, 1_000_000 + REMEMBERED_READING_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.length).toBe(0);

    rememberReading(storage, celticCross);
    forgetRememberedReading(storage);
    expect(rememberedReading(storage, 1_000_000)).toBeNull();

    storage.setItem('orrery.rememberedReading', '{not json');
    expect(rememberedReading(storage, 1_000_000)).toBeNull();
    rememberReading(storage, {
      ...celticCross,
      request: { ...celticCross.request, input: { firstName: 'Cara', question: '' } },
    });
    expect(rememberedReading(storage, 1_000_000)).toBeNull();
  });
});

describe('the line that names a remembered reading', () => {
  it('says who it is for and, for tarot, the question', () => {
    expect(describeRememberedRequest(celticCross.request)).toBe('For Cara: “Should I move to Lisbon?”');
    const person = {
      firstName: 'Ann',
      lastName: 'Lee',
      birthDate: '1990-05-14',
      birthTime: null,
      city: 'Leeds',
      country: 'United Kingdom',
    };
    expect(
      describeRememberedRequest({
        app: 'compatibility',
        input: { person1: person, person2: { ...person, firstName: 'Bo' } },
      }),
    ).toBe('Ann and Bo');
  });
});
