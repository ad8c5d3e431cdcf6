// Sample reading requests shared by the core, server and bench tests: two well-known births
// with reference charts, and one input per app.
export const JOHN_LENNON = {
  firstName: 'John',
  lastName: 'Lennon',
  birthDate: '1940-10-09',
  birthTime: '18:30',
  city: 'Liverpool',
  country: 'GB',
};

export const YOKO_ONO = {
  firstName: 'Yoko',
  lastName: 'Ono',
  birthDate: '1933-02-18',
  birthTime: '20:30',
  city: 'Tokyo',
  country: 'JP',
};

/** A valid body (without idempotency key) for each app, keyed by its route id. */
export const SAMPLE_READING_REQUESTS = {
  natalbirthchart: { input: JOHN_LENNON },
  'tarot-traditional': {
    input: { firstName: 'Ada', question: 'What should I focus on this month?', cut: 'my cut' },
  },
  'tarot-celtic-cross': { input: { firstName: 'Ada', question: 'Where is my career heading?' } },
  compatibility: { input: { person1: JOHN_LENNON, person2: YOKO_ONO } },
  lifepathnumber: { input: { firstName: 'Mary Lynn', lastName: 'Bryant', birthDate: '1990-05-14' } },
  'year-ahead': { input: JOHN_LENNON, timeZone: 'Europe/London' },
} as const;
