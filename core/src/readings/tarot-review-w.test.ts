import { describe, expect, it } from 'vitest';
import { drawWithCard } from './__fixtures__/tarot-draws';
import { composeThreeCard } from './tarot-report';

describe('tarot review w, three cards', () => {
  // "Some of the Queen of Swords reversed still sits under adopting a rescue dog": a matter that is
  // an act or a person is no place for a card to sit under.
  it('ties a hard or undecided past card to the matter without making the matter a place', () => {
    const questions = [
      'Should I adopt a rescue dog this spring?',
      'Is the man I met online being honest with me?',
      'How can I cope with my anxiety before the audition?',
    ];
    for (const question of questions)
      for (const [id, reversed] of [
        ['swords-13-queen', true],
        ['wands-05-five', false],
        ['swords-03-three', false],
        ['major-18-moon', false],
      ] as const)
        for (let i = 0; i < 6; i++) {
          const draw = drawWithCard(`w${i}`, 0, id, reversed);
          const md = composeThreeCard({ firstName: 'Noor', question, draw }).markdown;
          expect(md, `${question} ${id}`).not.toMatch(
            /still sits under|was the ground under .+ at the start|the start still colours it|first came with|decides its colour/,
          );
        }
  });
});
