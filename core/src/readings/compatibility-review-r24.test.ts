// A professional astrologer's review of the reports for non-romantic bonds: a mother of 58 told
// she needs to be treated as a grown person, colleagues advised on how to spend their time together
// and read an intimate Pluto–Moon line, and a ring contact said to be read more generously by the
// ring than by the report itself.
import { describe, expect, it } from 'vitest';
import { birthPairs, pairReport } from './__fixtures__/pairs';
import type { Chart } from '../astro/types';
import type { RelationshipKind } from './relationship';

const NAMES: [string, string] = ['Anna', 'Mia'];
/** Random pairs of births over seventy years, so parents and children, siblings and peers all occur. */
const PAIRS = birthPairs(400, 20261124, {
  fromYear: 1940,
  years: 70,
  place: { lat: 40.7128, lng: -74.006, tz_str: 'America/New_York' },
  names: NAMES,
});

const report = (c1: Chart, c2: Chart, relationship: RelationshipKind) =>
  pairReport(NAMES, c1, c2, relationship);

describe('compatibility review r24: non-romantic bonds', () => {
  // Review r26b: the app knows only "family", not who is parent or child, so neither relative's
  // need is put as the elder's or the younger's.
  it('gives a relative no family role, elder or younger, parent or child', () => {
    for (const [c1, c2] of PAIRS) {
      const md = report(c1, c2, 'family');
      expect(md).not.toMatch(/need to be treated as a grown person|need for respect as the elder/);
      expect(md).not.toMatch(/as a parent (and child|would)|stricter parent/);
    }
  });

  it('gives colleagues advice and outer-planet lines about the work, not time off or private feelings', () => {
    for (const [c1, c2] of PAIRS) {
      const md = report(c1, c2, 'colleagues');
      expect(md).not.toMatch(
        /spend your time together|how each of you likes to be comforted|most private feelings|consuming|magnetic|telepathic|emotional climate|when feelings run high/,
      );
    }
  });

  // Review w: the contact's line says what a contact across signs means, never how the score counts it.
  it('reads a contact the ring counts across signs as the weak tie it is, without arguing with the ring', () => {
    let seen = 0;
    for (const [c1, c2] of PAIRS.slice(0, 200)) {
      const md = report(c1, c2, 'romantic');
      expect(md).not.toMatch(/more generously than this reading/);
      const list = md.split('## More Connections Between Your Charts')[1]?.split('\n## ')[0] ?? '';
      expect(list).not.toMatch(/compatibility score|full value/);
      if (list.includes('(out of sign, so a weak contact)')) seen++;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('never names a tie twice back to back in the overview (review r23)', () => {
    let joined = 0;
    for (const [c1, c2] of PAIRS.slice(0, 200)) {
      const md = report(c1, c2, 'friends');
      // "Next in weight comes Mateus's Sun near Thandi's Descendant. Mateus's Sun near Thandi's Descendant makes…"
      expect(md).not.toMatch(
        /(\b[A-Z]\w+'s [A-Z]\w+ (?:on|near|conjunction|opposition|square|trine|sextile) [A-Z]\w+'s [A-Z]\w+)\. \1\b/,
      );
      if (
        /(Next in weight comes|Close behind is|A gentler tie follows:|A second pressure comes from|Almost as strong, and easier, is|Nearly as strong, and harder, is) [^.]*?, which \w+s\b/.test(
          md,
        )
      )
        joined++;
    }
    expect(joined).toBeGreaterThan(0);
  });
});
