// What the composers need to know about signs, houses and points besides the authored tables:
// names, elements, modalities and rulers, the houses' themes, and a short phrase for what each
// point stands for in synthesis sentences ("Mars, your drive and courage"). The interpretations
// themselves are in content/authored, one text per combination.
import type { PointName, SignAbbrev } from '../../astro/types';

export type Element = 'fire' | 'earth' | 'air' | 'water';
export type Modality = 'cardinal' | 'fixed' | 'mutable';

export interface SignInfo {
  name: string;
  /** Modern ruling planet, used for the chart ruler. */
  ruler: PointName;
  element: Element;
  modality: Modality;
}

export const SIGN_INFO: Record<SignAbbrev, SignInfo> = {
  Ari: { name: 'Aries', element: 'fire', modality: 'cardinal', ruler: 'Mars' },
  Tau: { name: 'Taurus', element: 'earth', modality: 'fixed', ruler: 'Venus' },
  Gem: { name: 'Gemini', element: 'air', modality: 'mutable', ruler: 'Mercury' },
  Can: { name: 'Cancer', element: 'water', modality: 'cardinal', ruler: 'Moon' },
  Leo: { name: 'Leo', element: 'fire', modality: 'fixed', ruler: 'Sun' },
  Vir: { name: 'Virgo', element: 'earth', modality: 'mutable', ruler: 'Mercury' },
  Lib: { name: 'Libra', element: 'air', modality: 'cardinal', ruler: 'Venus' },
  Sco: { name: 'Scorpio', element: 'water', modality: 'fixed', ruler: 'Pluto' },
  Sag: { name: 'Sagittarius', element: 'fire', modality: 'mutable', ruler: 'Jupiter' },
  Cap: { name: 'Capricorn', element: 'earth', modality: 'cardinal', ruler: 'Saturn' },
  Aqu: { name: 'Aquarius', element: 'air', modality: 'fixed', ruler: 'Uranus' },
  Pis: { name: 'Pisces', element: 'water', modality: 'mutable', ruler: 'Neptune' },
};

/** Each house's traditional theme, first house first. */
export const HOUSE_THEME: readonly string[] = [
  'Self & Identity',
  'Money & Values',
  'Communication',
  'Home & Family',
  'Romance & Creativity',
  'Work & Health',
  'Partnerships',
  'Transformation',
  'Philosophy & Travel',
  'Career & Reputation',
  'Friends & Hopes',
  'Spirituality & Subconscious',
];

export interface PointInfo {
  /** "the Sun", "Chiron". */
  label: string;
  /** What the point stands for, a short noun phrase. */
  realm: string;
}

export const POINT_INFO: Partial<Record<PointName, PointInfo>> = {
  Sun: { label: 'the Sun', realm: 'your sense of self' },
  Moon: { label: 'the Moon', realm: 'your emotional needs' },
  Mercury: { label: 'Mercury', realm: 'your mind and voice' },
  Venus: { label: 'Venus', realm: 'love and values' },
  Mars: { label: 'Mars', realm: 'drive and courage' },
  Jupiter: { label: 'Jupiter', realm: 'growth and faith' },
  Saturn: { label: 'Saturn', realm: 'structure and responsibility' },
  Uranus: { label: 'Uranus', realm: 'freedom and change' },
  Neptune: { label: 'Neptune', realm: 'dreams and ideals' },
  Pluto: { label: 'Pluto', realm: 'power and renewal' },
  Chiron: { label: 'Chiron', realm: 'wounding and healing' },
  Mean_Lilith: { label: 'Black Moon Lilith', realm: 'raw instinct and independence' },
  True_Node: { label: 'the North Node', realm: 'your path of growth' },
  Mean_Node: { label: 'the North Node', realm: 'your path of growth' },
  True_South_Node: { label: 'the South Node', realm: 'the habits you grow out of' },
  Mean_South_Node: { label: 'the South Node', realm: 'the habits you grow out of' },
  Ascendant: { label: 'the Ascendant', realm: 'how you meet the world' },
  Medium_Coeli: { label: 'the Midheaven', realm: 'your calling and public standing' },
};

export const ELEMENT_TEXT: Record<Element, { quality: string; lacking: string }> = {
  fire: {
    quality: 'enthusiasm, courage and inspiration',
    lacking: 'Spontaneity may need to be invited on purpose; small adventures help.',
  },
  earth: {
    quality: 'practicality, patience and the senses',
    lacking:
      "Money, the body's needs and the practical next step tend to be learned by effort rather than by instinct.",
  },
  air: {
    quality: 'ideas, words and connection',
    lacking: 'Stepping back to think things through may not come automatically; talking helps.',
  },
  water: {
    quality: 'feeling, intuition and empathy',
    lacking: 'Feelings may arrive late or be handled by reasoning; give them time and space.',
  },
};

export const MODALITY_TEXT: Record<Modality, string> = {
  cardinal: 'starting things, taking initiative and setting direction',
  fixed: 'sustaining effort, loyalty and seeing things through',
  mutable: 'adapting, learning and moving with change',
};
