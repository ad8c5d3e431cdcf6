/** Landing page copy. Testimonials are sample content, never recorded. */

export const TOOLS = [
  {
    title: 'Tarot Readings',
    glyph: '✦',
    text: 'A three-card past, present and future draw for everyday questions, or the ten-card Celtic Cross when you need depth.',
  },
  {
    title: 'Natal Birth Chart',
    glyph: '☉',
    text: 'Every planet, sign, house and aspect at the moment you were born, calculated precisely and explained in plain words.',
  },
  {
    title: 'Compatibility',
    glyph: '♀♂',
    text: 'See how two birth charts meet: a compatibility score, the aspects between you, and what they ask of each of you.',
  },
  {
    title: 'Life Path Numbers',
    glyph: '∞',
    text: 'Your Life Path, Destiny and Soul Urge numbers from your name and birth date, with what each one means for you.',
  },
] as const;

export const VOICE_QUESTIONS = [
  'What are my greatest strengths and weaknesses according to my chart?',
  'How does my rising sign shape the way others see me?',
  'Which unconscious patterns keep repeating in my life, and why?',
] as const;

export const STEPS = [
  { title: 'Select a reading', text: 'Choose tarot, a natal chart, compatibility or your life path number.' },
  {
    title: 'Share your details',
    text: 'Enter your birth date, time and location, or your question for the cards.',
  },
  {
    title: 'Get your report',
    text: 'Read your personal report, then talk it through with the voice guide and ask anything.',
  },
  {
    title: 'Access your library',
    text: 'Every reading is saved in your library to revisit whenever you like.',
  },
] as const;

export const TESTIMONIALS = [
  {
    name: 'Maya R.',
    reading: 'Natal Birth Chart',
    rating: 5,
    content:
      'The chart explained why I handle pressure the way I do. Talking it through with the voice guide afterwards felt like a real consultation.',
  },
  {
    name: 'Daniel K.',
    reading: 'Compatibility',
    rating: 4,
    content:
      'We read our compatibility report together and laughed at how accurate the part about our arguments was. Useful, not just flattering.',
  },
  {
    name: 'Sofia L.',
    reading: 'Daily Tarot Reading',
    rating: 5,
    content:
      'My morning three-card draw has become a small ritual. The readings are thoughtful and always give me something to reflect on.',
  },
] as const;

export const FAQ = [
  {
    id: 'types',
    title: 'What kinds of readings can I get?',
    content:
      'Readings come in multiple types: a natal birth chart, a daily three-card tarot reading, the ten-card Celtic Cross, a compatibility reading for two people, and your life path number. Each one can be followed by a conversation with the AI voice guide.',
  },
  {
    id: 'knowledge',
    title: 'Do I need to know astrology already?',
    content:
      'No prior astrology knowledge is needed. Every report explains its terms in plain language, and you can ask the voice guide about anything that is unclear.',
  },
  {
    id: 'privacy',
    title: 'Is my personal information safe?',
    content:
      'Yes. Your birth details and reading history are stored securely and are never shared with anyone. You can delete your account at any time from your profile.',
  },
] as const;
