import { describe, expect, it } from 'vitest';
import { natalChart } from '../astro/chart';
import { findTransits, rankTransits, type Transit } from '../astro/transits';
import { grammarFaults } from './__fixtures__/astro-grammar';
import { randomChart, rng } from './__fixtures__/charts';
import {
  TRANSIT_BRINGS,
  TRANSIT_TOUCHES,
  transitText,
  transitTextAgain,
  transitTextSamePoint,
} from './content/authored/transits';
import {
  DAILY_NOTE_TRANSITS,
  TIMELINE_DAYS,
  SEARCH_DAYS,
  composeDailyNote,
  describeTransit,
  localDay,
  type TransitHighlight,
  personalSky,
  profileChart,
  transitWindow,
} from './daily-note';
import { skyCalendar } from './sky-calendar';

const AT = Date.UTC(2026, 10, 25, 7, 0);
const DAY = 86_400_000;

describe('composeDailyNote', () => {
  it('writes a note a reader can read aloud for a batch of charts, zones and days', () => {
    const faults: string[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      const note = composeDailyNote({
        chart: randomChart(seed, { timeKnown: seed % 3 !== 0 }),
        atMs: AT + seed * 9 * DAY,
        timeZone: seed % 2 ? 'Europe/London' : 'America/Los_Angeles',
        firstName: seed % 4 ? 'Ada' : '',
      });
      for (const f of grammarFaults(note.text)) faults.push(`${seed}: ${f.kind}: ${f.excerpt}`);
      expect(note.subject).toMatch(/^Your sky for \d{1,2} [A-Z][a-z]+: \S/);
      expect(note.highlights.length).toBeLessThanOrEqual(DAILY_NOTE_TRANSITS);
      for (const h of note.highlights) expect(note.text).toContain(`${h.title}: `);
      expect(note.text.startsWith(seed % 4 ? 'Ada, here is your sky for ' : 'Here is your sky for ')).toBe(
        true,
      );
    }
    expect(faults).toEqual([]);
  });

  it('says what a body brings once per note, naming it alone the second time', () => {
    let seconds = 0;
    for (let seed = 20; seed < 32; seed++) {
      const { text } = composeDailyNote({
        chart: randomChart(seed),
        atMs: AT + seed * 17 * DAY,
        timeZone: 'Europe/Berlin',
        firstName: 'Maya',
      });
      for (const family of Object.values(TRANSIT_BRINGS).flatMap((f) => Object.values(f)))
        expect(text.split(family).length - 1, family).toBeLessThanOrEqual(1);
      seconds += (text.match(/ also /g) ?? []).length;
    }
    expect(seconds).toBeGreaterThan(0);
  });

  it('reads a point once when two bodies meet it in the same family, the second saying what it brings', () => {
    let met = 0;
    for (let seed = 20; seed < 28; seed++) {
      const { text, highlights } = composeDailyNote({
        chart: randomChart(seed),
        atMs: AT + seed * 5 * DAY,
        timeZone: 'Europe/Berlin',
        firstName: 'Maya',
      });
      highlights.forEach((h, i) => {
        const before = highlights.slice(0, i);
        if (before.some((p) => p.body === h.body && p.family === h.family)) return;
        if (!before.some((p) => p.point === h.point && p.family === h.family)) return;
        met++;
        expect(text).toContain(
          `${h.title}: ${h.window}.\n${transitTextSamePoint(h.body, h.point, h.family)}\n`,
        );
      });
      for (const touch of Object.values(TRANSIT_TOUCHES).flatMap((f) => Object.values(f)))
        expect(text.split(touch).length - 1, touch).toBeLessThanOrEqual(1);
    }
    expect(met).toBeGreaterThan(2);
  });

  it('leads with the strongest transit, and names it in the subject', () => {
    const note = composeDailyNote({
      chart: randomChart(2),
      atMs: AT,
      timeZone: 'Europe/London',
      firstName: 'Ada',
    });
    const weights = note.highlights.map((h) => h.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(note.subject).toContain(note.highlights[0]!.title);
  });

  it('sees no angle transits when the birth time is unknown', () => {
    const sky = personalSky({
      chart: randomChart(5, { timeKnown: false }),
      atMs: AT,
      timeZone: 'UTC',
      firstName: 'A',
    });
    const points = [...sky.now, ...sky.timeline.transits].map((t) => t.point);
    expect(points).not.toContain('Ascendant');
    expect(points).not.toContain('Medium_Coeli');
  });
});

describe('the search for one day', () => {
  // The full search of the chart's range on a sky of its own, as the note was first written.
  const fullSearch = (chart: ReturnType<typeof randomChart>, atMs: number) =>
    findTransits(chart, atMs - SEARCH_DAYS * DAY, atMs + SEARCH_DAYS * DAY);
  // The roots start from samples on another grid, so they can differ by seconds (the engine's
  // goal is a minute); the text, written to the minute, must not differ.
  const same = (fast: TransitHighlight[], full: TransitHighlight[]) => {
    expect(fast.map((h) => `${h.title}: ${h.window}`)).toEqual(full.map((h) => `${h.title}: ${h.window}`));
    fast.forEach((h, i) => {
      const f = full[i] as TransitHighlight;
      expect(h.weight).toBeCloseTo(f.weight, 6);
      expect(h.applying).toBe(f.applying);
      expect(h.enter_ms === null).toBe(f.enter_ms === null);
      expect(h.leave_ms === null).toBe(f.leave_ms === null);
      expect(Math.abs((h.enter_ms ?? 0) - (f.enter_ms ?? 0))).toBeLessThan(60_000);
      expect(Math.abs((h.leave_ms ?? 0) - (f.leave_ms ?? 0))).toBeLessThan(60_000);
      expect(h.exact_ms.length).toBe(f.exact_ms.length);
      h.exact_ms.forEach((ms, j) => expect(Math.abs(ms - (f.exact_ms[j] as number))).toBeLessThan(60_000));
    });
  };
  const ZONES = ['Europe/London', 'America/Los_Angeles', 'Asia/Tokyo', 'Australia/Sydney', 'UTC'];

  // 50 full searches, each sampling a sky of its own: seconds on a loaded machine.
  it('gives the note and Today the transits the full search of the chart’s range gives', () => {
    const r = rng(29);
    let described = 0;
    for (let i = 0; i < 50; i++) {
      const chart = randomChart(1000 + i, { timeKnown: i % 4 !== 0 });
      // Days from 2020 to 2032, at any minute: each day is a new shared sky.
      const atMs = Date.UTC(2020, 0, 1) + Math.floor(r() * 12 * 365 * 1440) * 60_000;
      const timeZone = ZONES[i % ZONES.length] as string;
      const full = fullSearch(chart, atMs);
      const fullNow = rankTransits(full, atMs).map((t) => describeTransit(t.transit, atMs, timeZone, t));
      const note = composeDailyNote({ chart, atMs, timeZone, firstName: 'Ada' });
      same(note.highlights, fullNow.slice(0, DAILY_NOTE_TRANSITS));
      const sky = personalSky({ chart, atMs, timeZone, firstName: 'Ada' });
      same(sky.now, fullNow);
      const { from_ms, to_ms } = sky.timeline;
      same(
        sky.timeline.transits,
        full
          .filter((t) => (t.enter_ms ?? -Infinity) < to_ms && (t.leave_ms ?? Infinity) > from_ms)
          .map((t) => describeTransit(t, atMs, timeZone)),
      );
      described += note.highlights.length;
    }
    expect(described).toBeGreaterThan(50);
  }, 60_000);
});

describe('personalSky', () => {
  it('keeps the timeline to transits whose window overlaps the 30 days from local midnight', () => {
    const sky = personalSky({ chart: randomChart(7), atMs: AT, timeZone: 'Asia/Tokyo', firstName: 'Ada' });
    expect(sky.timeline.to_ms - sky.timeline.from_ms).toBe(TIMELINE_DAYS * DAY);
    expect(sky.timeline.from_ms).toBe(Date.UTC(2026, 10, 24, 15));
    for (const t of sky.timeline.transits) {
      expect(t.enter_ms ?? -Infinity).toBeLessThan(sky.timeline.to_ms);
      expect(t.leave_ms ?? Infinity).toBeGreaterThan(sky.timeline.from_ms);
    }
    // The transits in orb now are in the timeline too.
    const key = (t: { body: string; point: string; aspect: string }) => `${t.body}|${t.point}|${t.aspect}`;
    const timeline = new Set(sky.timeline.transits.map(key));
    for (const t of sky.now) expect(timeline.has(key(t))).toBe(true);
  });

  it('finds a day’s void-of-course spans once, for every reader whose day it is', () => {
    const first = personalSky({ chart: randomChart(3), atMs: AT, timeZone: 'Europe/Lisbon', firstName: 'A' });
    const later = personalSky({
      chart: randomChart(4),
      atMs: AT + 3_600_000,
      timeZone: 'Europe/Lisbon',
      firstName: 'B',
    });
    expect(later.moon.void_of_course).toBe(first.moon.void_of_course);
  });

  it('gives the void-of-course spans that overlap the local day', () => {
    const sky = personalSky({ chart: randomChart(3), atMs: AT, timeZone: 'Europe/London', firstName: 'Ada' });
    const { startMs, endMs } = localDay(AT, 'Europe/London');
    for (const v of sky.moon.void_of_course) {
      expect(v.end_ms).toBeGreaterThan(startMs);
      expect(v.start_ms).toBeLessThan(endMs);
    }
  });
});

describe('transitWindow', () => {
  const base: Transit = {
    body: 'Saturn',
    point: 'Sun',
    aspect: 'square',
    angle: 90,
    target_lon: 0,
    orb: 2,
    enter_ms: Date.UTC(2026, 10, 28, 10),
    exact: [{ at_ms: Date.UTC(2026, 11, 3, 14, 20), retrograde: false }],
    leave_ms: Date.UTC(2026, 11, 9, 10),
  };

  it('reads as the issue asks, in the reader’s zone', () => {
    expect(transitWindow(base, AT, 'UTC')).toBe(
      'exact on 3 December at 14:20, in orb 28 November to 9 December',
    );
    expect(transitWindow(base, AT, 'Asia/Kolkata')).toBe(
      'exact on 3 December at 19:50, in orb 28 November to 9 December',
    );
  });

  it('names every exact pass, the year when it is not this one, and an open window', () => {
    const three = {
      ...base,
      exact: [
        { at_ms: Date.UTC(2026, 11, 3, 14, 20), retrograde: false },
        { at_ms: Date.UTC(2027, 2, 1, 8, 5), retrograde: true },
      ],
      enter_ms: null,
    };
    expect(transitWindow(three, AT, 'UTC')).toBe(
      'exact on 3 December at 14:20 and 1 March 2027 at 08:05, in orb until 9 December',
    );
    expect(transitWindow({ ...base, exact: [] }, AT, 'UTC')).toBe(
      'turning back before it is exact, in orb 28 November to 9 December',
    );
  });
});

describe('localDay', () => {
  it('is 23 hours long on the day the clocks go forward', () => {
    const { startMs, endMs } = localDay(Date.UTC(2027, 2, 28, 12), 'Europe/London');
    expect(startMs).toBe(Date.UTC(2027, 2, 28, 0));
    expect(endMs).toBe(Date.UTC(2027, 2, 28, 23));
  });
});

describe('profileChart', () => {
  it('is null until the profile has a birth date and place', () => {
    const birth = {
      birthDate: '1990-05-14',
      birthTime: null,
      birthLat: 51.5,
      birthLng: -0.12,
      birthTz: 'Europe/London',
    };
    expect(profileChart({ ...birth, birthTz: null }, 'Ada')).toBeNull();
    expect(profileChart({ ...birth, birthDate: null }, 'Ada')).toBeNull();
    expect(profileChart(birth, 'Ada')?.birth_time_known).toBe(false);
    const timed = profileChart({ ...birth, birthTime: '14:30' }, 'Ada');
    const direct = natalChart({
      name: 'Ada',
      year: 1990,
      month: 5,
      day: 14,
      hour: 14,
      minute: 30,
      lat: 51.5,
      lng: -0.12,
      tz_str: 'Europe/London',
    });
    expect(timed?.points).toEqual(direct.points);
  });
  it('reads a birth time the clocks made ambiguous by the clock as it stood before the change', () => {
    const place = { birthLat: -33.87, birthLng: 151.21, birthTz: 'Australia/Sydney' };
    // Sydney's clocks went back from 03:00 to 02:00 on 1 March 1981: 02:26 happened twice,
    // first at UTC+11 (15:26 UTC the day before), then at UTC+10.
    const overlap = profileChart({ ...place, birthDate: '1981-03-01', birthTime: '02:26' }, 'Ada');
    expect(overlap?.utc_offset_minutes).toBe(660);
    expect(overlap?.warnings.map((w) => w.code)).toEqual(['ambiguous_local_time']);
    // They went forward from 02:00 to 03:00 on 25 October 1981: 02:26 is read on UTC+10.
    const gap = profileChart({ ...place, birthDate: '1981-10-25', birthTime: '02:26' }, 'Ada');
    expect(gap?.utc_offset_minutes).toBe(600);
    expect(gap?.warnings.map((w) => w.code)).toEqual(['nonexistent_local_time']);
    const note = composeDailyNote({
      chart: overlap!,
      atMs: AT,
      timeZone: 'Australia/Sydney',
      firstName: 'Ada',
    });
    expect(note.text.startsWith('Ada, here is your sky for ')).toBe(true);
  });
});

describe('skyCalendar', () => {
  it('lists the month’s lunations, eclipses, ingresses and stations in order, each on its local day', () => {
    const events = skyCalendar('2027-02', 'Europe/London');
    const titles = events.map((e) => e.title);
    expect(titles).toContain('Annular solar eclipse in Aquarius');
    expect(titles).toContain('New Moon in Aquarius');
    expect(titles).toContain('Mercury turns retrograde at 5° Pisces');
    expect(events.map((e) => e.at_ms)).toEqual(events.map((e) => e.at_ms).sort((a, b) => a - b));
    expect(events.find((e) => e.title === 'New Moon in Aquarius')?.day).toBe(6);
    for (const e of events) expect(grammarFaults(e.title)).toEqual([]);
  });

  it('keeps to the month in the zone asked for', () => {
    // The last quarter of 1 December 2026 at 06:08 UTC is still 30 November in Honolulu.
    expect(skyCalendar('2026-12', 'UTC')[0]?.title).toBe('Last quarter Moon in Virgo');
    expect(skyCalendar('2026-12', 'Pacific/Honolulu').map((e) => e.title)).not.toContain(
      'Last quarter Moon in Virgo',
    );
  });
});

describe('the note and the calendar in German', () => {
  it('writes the note’s frame in German, with the names in the case their sentence needs', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const note = composeDailyNote({
        chart: randomChart(seed),
        atMs: AT + seed * 11 * DAY,
        timeZone: 'Europe/Berlin',
        firstName: seed % 2 ? 'Ada' : '',
        language: 'de',
      });
      expect(note.subject).toMatch(/^Dein Himmel am \d{1,2}\. [A-ZÄ][a-zä]+: \S/);
      expect(note.text).toMatch(
        seed % 2
          ? /^Ada, so steht dein Himmel am \w+, \d{1,2}\. /
          : /^So steht dein Himmel am \w+, \d{1,2}\. /,
      );
      expect(note.text).toMatch(/Der Mond steht (im|in der|in den) [A-ZÄÖÜ]/);
      expect(note.text).toMatch(/rückläufig/);
      for (const h of note.highlights) {
        expect(h.title).toMatch(
          / (in Konjunktion mit|im Sextil zu|im Quadrat zu|im Trigon zu|in Opposition zu) dein(em|er) /,
        );
        expect(h.window).toMatch(
          /^(genau am \d{1,2}\. [A-ZÄ][a-zä]+( \d{4})? um \d\d:\d\d|ohne exakten Aspekt)/,
        );
        expect(note.text).toContain(`${h.title}: ${h.window}.`);
      }
      for (const english of ['here is your sky', 'The Moon is', 'retrograde', 'exact on', 'in orb'])
        expect(note.text, english).not.toContain(english);
    }
  });

  it('writes the transits’ own texts in German too, each body’s second transit naming it with "auch"', () => {
    let seconds = 0;
    for (let seed = 20; seed < 32; seed++) {
      const [en, de] = (['en', 'de'] as const).map((language) =>
        composeDailyNote({
          chart: randomChart(seed),
          atMs: AT + seed * 17 * DAY,
          timeZone: 'Europe/Berlin',
          firstName: 'Maya',
          language,
        }),
      );
      expect(de!.highlights.map((h) => [h.body, h.point, h.aspect])).toEqual(
        en!.highlights.map((h) => [h.body, h.point, h.aspect]),
      );
      de!.highlights.forEach((h, i) => {
        const before = de!.highlights.slice(0, i);
        const again = before.some((p) => p.body === h.body && p.family === h.family);
        const samePoint = before.some((p) => p.point === h.point && p.family === h.family);
        const text = (language: 'en' | 'de') =>
          again
            ? transitTextAgain(h.body, h.point, h.family, language)
            : samePoint
              ? transitTextSamePoint(h.body, h.point, h.family, language)
              : transitText(h.body, h.point, h.family, language);
        expect(de!.text).toContain(`${h.title}: ${h.window}.\n${text('de')}`);
        expect(en!.text).toContain(text('en'));
        if (again) seconds++;
      });
      // The brief's English function words, spaced as they stand in a sentence.
      for (const english of [' the ', ' and ', ' your ', ' with '])
        expect(de!.text, english).not.toContain(english);
      expect(de!.text).not.toMatch(/\b(\p{L}+) \1\b/iu);
    }
    expect(seconds).toBeGreaterThan(0);
  });

  it('titles the calendar’s events in German', () => {
    const titles = skyCalendar('2027-02', 'Europe/London', 'de').map((e) => e.title);
    expect(titles).toContain('Ringförmige Sonnenfinsternis im Wassermann');
    expect(titles).toContain('Neumond im Wassermann');
    expect(titles).toContain('Merkur wird rückläufig bei 5° Fische');
    expect(skyCalendar('2026-12', 'UTC', 'de')[0]?.title).toBe('Abnehmender Halbmond in der Jungfrau');
  });
});
