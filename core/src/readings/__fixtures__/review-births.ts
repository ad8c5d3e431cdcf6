// Public births from the astrologers' reviews (r24, r25, r27), with their sources; kept apart from
// public-births.ts, whose every entry the older tests read as a set.
import type { ChartInput } from '../../astro/types';

/**
 * Frida Kahlo, 6 July 1907, 08:30, Coyoacán: Astro-Databank, "Kahlo, Frida", Rodden rating AA.
 * Sun in Cancer exactly opposite Mars in Capricorn, Moon in Taurus, Leo rising.
 */
export const KAHLO: ChartInput = { name: 'Frida', year: 1907, month: 7, day: 6, hour: 8, minute: 30, lat: 19.35, lng: -99.1617, tz_str: 'America/Mexico_City' };

/**
 * Marilyn Monroe, 1 June 1926, 09:30 PST, Los Angeles: Astro-Databank, "Monroe, Marilyn", Rodden
 * rating AA (birth certificate). Gemini Sun, Aquarius Moon, Leo rising; Mars in Pisces.
 */
export const MONROE: ChartInput = { name: 'Marilyn', year: 1926, month: 6, day: 1, hour: 9, minute: 30, lat: 34.0522, lng: -118.2437, tz_str: 'America/Los_Angeles' };

/**
 * Madonna, 16 August 1958, 07:05 EST, Bay City, Michigan: Astro-Databank, "Madonna", Rodden
 * rating A. Leo Sun in the twelfth house, Virgo Moon and retrograde Mercury rising in Virgo.
 */
export const MADONNA: ChartInput = { name: 'Madonna', year: 1958, month: 8, day: 16, hour: 7, minute: 5, lat: 43.5945, lng: -83.8889, tz_str: 'America/Detroit' };

/**
 * Kylie Minogue, 28 May 1968, 11:00, Melbourne: Astro-Databank, "Minogue, Kylie", Rodden rating A.
 * Five planets in Gemini, the Moon with Mars, Cancer rising.
 */
export const MINOGUE: ChartInput = { name: 'Kylie', year: 1968, month: 5, day: 28, hour: 11, minute: 0, lat: -37.8136, lng: 144.9631, tz_str: 'Australia/Melbourne' };

/**
 * Nelson Mandela, 18 July 1918, Mvezo, South Africa, read without a birth time (Astro-Databank
 * rates the recorded times unreliable): Mercury conjunct Saturn in Leo within a degree.
 */
export const MANDELA_UNTIMED: ChartInput = { name: 'Nelson', year: 1918, month: 7, day: 18, hour: null, minute: null, lat: -31.9686, lng: 28.7441, tz_str: 'Africa/Johannesburg' };

/**
 * Leonardo DiCaprio, 11 November 1974, 02:47 PST, Los Angeles: Astro-Databank, "DiCaprio,
 * Leonardo", Rodden rating AA (birth certificate). Scorpio Sun, Libra rising.
 */
export const DICAPRIO: ChartInput = { name: 'Leonardo', year: 1974, month: 11, day: 11, hour: 2, minute: 47, lat: 34.0522, lng: -118.2437, tz_str: 'America/Los_Angeles' };

/**
 * Pablo Picasso, 25 October 1881, 23:15 local mean time, Málaga: Astro-Databank, "Picasso,
 * Pablo", Rodden rating AA. Scorpio Sun, Sagittarius Moon, Leo rising.
 */
export const PICASSO: ChartInput = { name: 'Pablo', year: 1881, month: 10, day: 25, hour: 23, minute: 15, lat: 36.7213, lng: -4.4214, tz_str: 'Europe/Madrid' };

/**
 * Eva Perón, 7 May 1919, 05:00, Los Toldos, Argentina: Astro-Databank, "Perón, Eva", Rodden
 * rating A. Taurus Sun with Mars 0.6° from it (combust, in its detriment), Aries rising.
 */
export const PERON: ChartInput = { name: 'Eva', year: 1919, month: 5, day: 7, hour: 5, minute: 0, lat: -35.0, lng: -61.0333, tz_str: 'America/Argentina/Buenos_Aires' };
