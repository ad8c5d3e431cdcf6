import type { StoredScoreHit } from '@orrery/core/api/reading-content';
import { scoreBand, type ScoreDescription } from '@orrery/core/astro/score-bands';
import { currentLanguage, i18n, type MessageKey, t } from '@/i18n/i18n';
import { pointName } from '../wheel/astro-labels';

const BAND_KEY: Record<ScoreDescription, string> = {
  Minimal: 'minimal',
  Medium: 'medium',
  Important: 'important',
  'Very Important': 'veryImportant',
  Exceptional: 'exceptional',
  'Rare Exceptional': 'rareExceptional',
};

/** The scale's name for a band ("Very Important", „Sehr bedeutend“) in the reader's language. */
export function bandLabel(label: ScoreDescription): string {
  return t(`chart.score.band.${BAND_KEY[label]}` as MessageKey);
}

/**
 * What the score's label means for these two people, in words: the sentence says where the score
 * sits on the scale and what that band suggests.
 */
export function scoreMeaning(score: number, names: [string, string], ties: number): string {
  const band = scoreBand(score);
  const range =
    band.max === null
      ? t('chart.score.rangeOpen', { min: band.min })
      : t('chart.score.range', { min: band.min, max: band.max });
  return t('chart.score.sentence', {
    a: names[0],
    b: names[1],
    score,
    ties,
    band: bandLabel(band.label),
    range,
    meaning: t(`chart.score.meaning.${BAND_KEY[band.label]}` as MessageKey),
  });
}

/**
 * "Ada's", and in German the genitive "Adas", or "Hans’" for a name that already ends in an s
 * sound, as German writes it.
 */
export function possessive(name: string): string {
  if (currentLanguage() !== 'de') return `${name}'s`;
  return /(s|ß|x|z|ce)$/i.test(name) ? `${name}’` : `${name}s`;
}

/** "Ada's Sun trine Grace's Moon", „Adas Sonne im Trigon zu Graces Mond“. */
export function hitText(
  hit: Pick<StoredScoreHit, 'p1_name' | 'p2_name' | 'aspect'>,
  names: [string, string],
): string {
  const values = {
    a: possessive(names[0]),
    p1: pointName(hit.p1_name),
    b: possessive(names[1]),
    p2: pointName(hit.p2_name),
  };
  const key = `chart.hit.${hit.aspect}`;
  // The stored aspect is any string: one the catalogue does not know keeps the engine's word.
  return key in i18n.messages
    ? t(key as MessageKey, values)
    : `${values.a} ${values.p1} ${hit.aspect} ${values.b} ${values.p2}`;
}
