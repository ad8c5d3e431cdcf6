import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarMonth } from '../src/features/sky/routes';
import { createTestContext, currentDialect, TestClient, type TestContext, uniqueEmail } from './harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const AT = '2026-11-25T07:00:00Z';
const BIRTH = {
  birthDate: '1990-05-14',
  birthTime: '14:30',
  birthCity: 'London',
  birthCountry: 'GB',
  birthLat: 51.50853,
  birthLng: -0.12574,
  birthTz: 'Europe/London',
};

async function signedIn(birth?: typeof BIRTH): Promise<TestClient> {
  const client = new TestClient(ctx.app);
  expect((await client.signUp(uniqueEmail('sky'), 'correct horse battery', 'Ada Lovelace')).status).toBe(200);
  if (birth)
    expect((await client.request('/api/me/profile', { method: 'PATCH', json: birth })).status).toBe(200);
  return client;
}

describe(`sky on ${currentDialect()}`, () => {
  it('refuses "Today" without a session', async () => {
    const res = await new TestClient(ctx.app).request(`/api/sky/today?at=${AT}`);
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('unauthenticated');
  });

  it('gives a user without birth data the sky but no personal transits', async () => {
    const client = await signedIn();
    const res = await client.request(`/api/sky/today?at=${AT}&tz=Europe/Paris`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.personal).toBeNull();
    expect(body.timeZone).toBe('Europe/Paris');
    expect(body.moon).toMatchObject({ sign: 'Gem', signName: 'Gemini' });
    expect(body.retrograde).toEqual(expect.arrayContaining(['Saturn', 'Neptune']));
  });

  it('gives a user with birth data their transits ranked, windows, timeline and note, free of charge', async () => {
    const client = await signedIn(BIRTH);
    const before = (await (await client.request('/api/me')).json()).balance;
    const res = await client.request(`/api/sky/today?at=${AT}&tz=America/New_York`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.timeZone).toBe('America/New_York');
    const { personal } = body;
    expect(personal.birthTimeKnown).toBe(true);
    expect(personal.transits.length).toBeGreaterThan(0);
    const weights = personal.transits.map((t: { weight: number }) => t.weight);
    expect(weights).toEqual([...weights].sort((a: number, b: number) => b - a));
    for (const t of personal.transits) {
      expect(Date.parse(t.enterAt ?? '1900-01-01')).toBeLessThanOrEqual(Date.parse(AT));
      expect(Date.parse(t.leaveAt ?? '2100-01-01')).toBeGreaterThanOrEqual(Date.parse(AT));
      expect(t.title).toMatch(/ your /);
      expect(t.text.length).toBeGreaterThan(40);
    }
    expect(Date.parse(personal.timeline.to) - Date.parse(personal.timeline.from)).toBe(30 * 86_400_000);
    expect(personal.timeline.transits.length).toBeGreaterThanOrEqual(personal.transits.length);
    expect(personal.note.text).toMatch(/^Ada, here is your sky for Wednesday 25 November\./);
    expect(personal.note.subject).toContain(personal.transits[0].title);
    expect((await (await client.request('/api/me')).json()).balance).toBe(before);
  });

  it('keeps the orb set chosen in the profile and lists the transits within those orbs', async () => {
    const client = await signedIn(BIRTH);
    const me = await (await client.request('/api/me')).json();
    expect(me.profile.transitOrbs).toBe('standard');
    const listed = async (transitOrbs: string) => {
      const saved = await client.request('/api/me/profile', { method: 'PATCH', json: { transitOrbs } });
      expect(saved.status).toBe(200);
      expect((await saved.json()).transitOrbs).toBe(transitOrbs);
      expect((await (await client.request('/api/me')).json()).profile.transitOrbs).toBe(transitOrbs);
      const { personal } = await (await client.request(`/api/sky/today?at=${AT}`)).json();
      return new Set<string>(personal.timeline.transits.map((t: { title: string }) => t.title));
    };
    const tight = await listed('tight');
    const standard = await listed('standard');
    const wide = await listed('wide');
    // A wider orb keeps every transit of a narrower one and finds some it leaves out.
    expect([...tight].every((title) => standard.has(title))).toBe(true);
    expect([...standard].every((title) => wide.has(title))).toBe(true);
    expect(standard.size).toBeGreaterThan(tight.size);
    expect(wide.size).toBeGreaterThan(standard.size);

    const refused = await client.request('/api/me/profile', {
      method: 'PATCH',
      json: { transitOrbs: 'loose' },
    });
    expect(refused.status).toBe(400);
    expect((await (await client.request('/api/me')).json()).profile.transitOrbs).toBe('wide');
  });

  it('answers bad input with a 400 naming the field', async () => {
    const client = await signedIn(BIRTH);
    for (const [query, field] of [
      ['tz=Mars/Olympus', 'tz'],
      ['at=yesterday', 'at'],
      ['at=1700-01-01T00:00:00Z', 'at'],
      ['when=now', ''],
    ] as const) {
      const res = await client.request(`/api/sky/today?${query}`);
      expect(res.status, query).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe('validation_failed');
      if (field) expect(error.fields.map((f: { path: string }) => f.path)).toContain(field);
    }
  });

  it('serves the public calendar of a month without an account, the same each time', async () => {
    const client = new TestClient(ctx.app);
    const res = await client.request('/api/sky/calendar?month=2027-02&tz=Europe/London');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.month).toBe('2027-02');
    const titles = body.events.map((e: { title: string }) => e.title);
    expect(titles).toContain('Annular solar eclipse in Aquarius');
    expect(titles).toContain('Mercury turns retrograde at 5° Pisces');
    expect(new Set(body.events.map((e: { kind: string }) => e.kind))).toEqual(
      new Set(['lunation', 'quarter', 'eclipse', 'ingress', 'station']),
    );
    const again = await (await client.request('/api/sky/calendar?month=2027-02&tz=Europe/London')).json();
    expect(again).toEqual(body);
    // Computed once: the second asking is answered from the cache, the very same object.
    expect(calendarMonth('2027-02', 'Europe/London')).toBe(calendarMonth('2027-02', 'Europe/London'));
    expect(calendarMonth('2027-02', 'Asia/Tokyo')).not.toBe(calendarMonth('2027-02', 'Europe/London'));
  });

  it('refuses a malformed month or zone on the calendar with a 400', async () => {
    const client = new TestClient(ctx.app);
    for (const [query, field] of [
      ['month=2027-13', 'month'],
      ['month=February', 'month'],
      ['', 'month'],
      ['month=2027-02&tz=Nowhere', 'tz'],
      ['month=3000-01', 'month'],
    ] as const) {
      const res = await client.request(`/api/sky/calendar?${query}`);
      expect(res.status, query).toBe(400);
      const { error } = await res.json();
      expect(error.fields.map((f: { path: string }) => f.path)).toContain(field);
    }
  });
});
