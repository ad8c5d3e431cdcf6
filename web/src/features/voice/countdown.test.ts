import { describe, expect, it } from 'vitest';
import { formatCountdown, insufficientCreditsHint, localDeadline, secondsLeft } from './countdown';

describe('voice countdown', () => {
  it('formats minutes and seconds and never goes below zero', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(299.2)).toBe('05:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('counts down from the server remaining time by elapsed local time, whatever the local clock says', () => {
    const received = 1_000_000;
    const deadline = localDeadline(300, received);
    expect(secondsLeft(deadline, received)).toBe(300);
    expect(secondsLeft(deadline, received + 1_500)).toBe(299);
    expect(secondsLeft(deadline, received + 301_000)).toBe(0);
  });

  it('states the credits missing for a reactivation', () => {
    expect(insufficientCreditsHint(1, 2)).toBe('Insufficient credits (1/2 needed)');
    expect(insufficientCreditsHint(2, 2)).toBeNull();
  });
});
