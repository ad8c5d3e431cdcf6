import { describe, expect, it } from 'vitest';
import { chartInputFromBirthData } from './birth';
import { ChartInputError } from './errors';
import { PlaceIndex, normalizePlaceName } from './places';
import { loadPlaceIndex } from './places-node';

const SAMPLE = [
  [
    'Liverpool',
    'Liverpool',
    '',
    '53.41058',
    '-2.97794',
    'GB',
    'ENG',
    '864122',
    'Europe/London',
    'PPLA2',
    'England',
  ],
  [
    'Liverpool',
    'Liverpool',
    '',
    '-33.9',
    '150.93333',
    'AU',
    '02',
    '21317',
    'Australia/Sydney',
    'PPL',
    'New South Wales',
  ],
  [
    'München',
    'Muenchen',
    'Munich|Monaco di Baviera',
    '48.13743',
    '11.57549',
    'DE',
    '02',
    '1260391',
    'Europe/Berlin',
    'PPLA',
    'Bavaria',
  ],
]
  .map((r) => r.join('\t'))
  .join('\n');

describe('PlaceIndex (pure)', () => {
  const idx = PlaceIndex.fromTsv(SAMPLE);

  it('folds accents and punctuation', () => {
    expect(normalizePlaceName('Saint-Étienne')).toBe('saint etienne');
    expect(normalizePlaceName('  MÜNCHEN ')).toBe('munchen');
  });

  it('ranks larger places first and filters by country', () => {
    expect(idx.search('liverpool').map((p) => p.country)).toEqual(['GB', 'AU']);
    expect(idx.search('Liverpool', { country: 'Australia' }).map((p) => p.country)).toEqual(['AU']);
    expect(idx.search('Liverpool, AU').map((p) => p.country)).toEqual(['AU']);
    expect(idx.search('Munchen')[0]?.name).toBe('München');
    expect(idx.search('Munich')[0]?.country_name).toBe('Germany');
    expect(idx.search('Liverpool').map((p) => p.region_name)).toEqual(['England', 'New South Wales']);
  });

  it('finds the best places for a short prefix wherever they sort, with or without a country', () => {
    // Many names share "por"; the populous ones sort late, after the list is already full.
    const row = (name: string, cc: string, pop: number) =>
      [name, name, '', '0', '0', cc, '', String(pop), 'UTC', 'PPL', ''].join('\t');
    const names = Array.from({ length: 60 }, (_, i) =>
      row(`Por${String(i).padStart(2, '0')}`, 'PT', 100 + i),
    );
    const prefixed = PlaceIndex.fromTsv(
      [...names, row('Porto', 'PT', 230_000), row('Portland', 'US', 650_000), row('Porz', 'DE', 30_000)].join(
        '\n',
      ),
    );
    expect(prefixed.search('por', { limit: 3 }).map((p) => p.name)).toEqual(['Portland', 'Porto', 'Porz']);
    expect(prefixed.search('por', { limit: 2, country: 'PT' }).map((p) => p.name)).toEqual([
      'Porto',
      'Por59',
    ]);
  });

  it('rejects empty queries and unknown countries, and finds nothing for nonsense', () => {
    expect(() => idx.search('  ')).toThrow(ChartInputError);
    expect(() => idx.search('Liverpool', { country: 'Atlantis' })).toThrow(/country/);
    expect(idx.search('qqqxxx')).toEqual([]);
    expect(() => idx.resolve('qqqxxx')).toThrow(/no place/);
  });
});

describe('shipped gazetteer', () => {
  const idx = loadPlaceIndex();

  it('loads once', () => {
    expect(loadPlaceIndex()).toBe(idx);
    expect(idx.size).toBeGreaterThan(100_000);
  });

  it('finds alternate names and ambiguous cities', () => {
    expect(idx.search('Munchen')[0]).toMatchObject({ country: 'DE', tz: 'Europe/Berlin' });
    expect(idx.search('Cologne')[0]).toMatchObject({ name: 'Köln', country: 'DE' });
    expect(idx.search('Bombay')[0]).toMatchObject({ name: 'Mumbai', tz: 'Asia/Kolkata' });
    expect(idx.search('New York')[0]).toMatchObject({ country: 'US', tz: 'America/New_York' });
    const liverpool = idx.search('Liverpool');
    expect(liverpool[0]?.country).toBe('GB');
    expect(new Set(liverpool.map((p) => p.country)).size).toBeGreaterThanOrEqual(3);
  });

  it('has current official names, and finds them by their former ones', () => {
    for (const [former, current, country] of [
      ['Kiev', 'Kyiv', 'UA'],
      ['Kyiv', 'Kyiv', 'UA'],
      ['Bombay', 'Mumbai', 'IN'],
      ['Bangalore', 'Bengaluru', 'IN'],
      ['Nur-Sultan', 'Astana', 'KZ'],
      ['Kharkov', 'Kharkiv', 'UA'],
      ['Rangoon', 'Yangon', 'MM'],
      ['Saigon', 'Ho Chi Minh City', 'VN'],
    ] as const) {
      expect(idx.search(former)[0], former).toMatchObject({ name: current, country });
    }
  });

  it('names regions', () => {
    expect(idx.search('Liverpool')[0]).toMatchObject({ region: 'ENG', region_name: 'England' });
    expect(idx.search('Springfield', { country: 'US' })[0]?.region_name).toBe('Illinois');
    expect(idx.search('Kyiv')[0]?.region_name).toBe('Kyiv City');
  });

  it('keeps zones that differ only before 1970', () => {
    expect(idx.search('Tromso')[0]?.tz).toBe('Europe/Oslo');
    expect(idx.search('Ushuaia')[0]?.tz).toBe('America/Argentina/Ushuaia');
  });

  it('turns birth data with a city into chart input', () => {
    const { input } = chartInputFromBirthData(
      { name: 'x', year: 1940, month: 10, day: 9, hour: 18, minute: 30, city: 'Liverpool', country: 'GB' },
      idx,
    );
    expect(input).toMatchObject({ tz_str: 'Europe/London', nation: 'GB' });
    expect(input.lat).toBeCloseTo(53.41, 1);
  });
});
