/**
 * The landing page's sections, by the ids of their messages (landing.*.json). Testimonials are
 * sample content, never recorded.
 */

export const TOOLS = [
  { id: 'tarot', glyph: '✦' },
  { id: 'natal', glyph: '☉' },
  { id: 'compatibility', glyph: '♀♂' },
  { id: 'lifePath', glyph: '∞' },
] as const;

export const VOICE_QUESTIONS = ['question1', 'question2', 'question3'] as const;

export const STEPS = ['select', 'details', 'report', 'library'] as const;

export const TESTIMONIALS = [
  { id: 'maya', name: 'Maya R.', rating: 5 },
  { id: 'daniel', name: 'Daniel K.', rating: 4 },
  { id: 'sofia', name: 'Sofia L.', rating: 5 },
] as const;

export const FAQ = ['types', 'knowledge', 'privacy'] as const;
