// Invented births from the review batches of r26 (not public charts), shared by the tests that
// read them in English and in German.
import type { ChartInput } from '../../astro/types';

/** 5 September 1986, Vancouver, no time: Mercury 0.1° from the Sun at noon, cazimi for part of the day. */
export const MEI_UNTIMED: ChartInput = {
  name: 'Mei',
  year: 1986,
  month: 9,
  day: 5,
  hour: null,
  minute: null,
  lat: 49.2827,
  lng: -123.1207,
  tz_str: 'America/Vancouver',
};

/** 2 April 1999, 03:15, Naples: a T-square with Uranus in the first house at its focus. */
export const LUCIA: ChartInput = {
  name: 'Lucia',
  year: 1999,
  month: 4,
  day: 2,
  hour: 3,
  minute: 15,
  lat: 40.8518,
  lng: 14.2681,
  tz_str: 'Europe/Rome',
};

/**
 * 30 August 2002, Osaka, no time: Mercury in Libra and Jupiter in Leo rule their triplicities by
 * night only; Saturn trine Uranus at 1.0° is tighter than Mercury sextile Jupiter.
 */
export const YUKI_UNTIMED: ChartInput = {
  name: 'Yuki',
  year: 2002,
  month: 8,
  day: 30,
  hour: null,
  minute: null,
  lat: 34.69,
  lng: 135.5,
  tz_str: 'Asia/Tokyo',
};
