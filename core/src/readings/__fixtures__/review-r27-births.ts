// Invented births from the review batches of r27 (not public charts), shared by the tests that
// read them in English and in German.
import type { ChartInput } from '../../astro/types';

/** 17 August 1992, 21:10, Cologne. */
export const LEA: ChartInput = {
  name: 'Lea',
  year: 1992,
  month: 8,
  day: 17,
  hour: 21,
  minute: 10,
  lat: 50.9375,
  lng: 6.9603,
  tz_str: 'Europe/Berlin',
};

/** 3 April 1973, 05:55, Chicago. */
export const MARCUS: ChartInput = {
  name: 'Marcus',
  year: 1973,
  month: 4,
  day: 3,
  hour: 5,
  minute: 55,
  lat: 41.8781,
  lng: -87.6298,
  tz_str: 'America/Chicago',
};

/** 26 January 1999, noon, Osaka: several planets on one angle. */
export const AIKO: ChartInput = {
  name: 'Aiko',
  year: 1999,
  month: 1,
  day: 26,
  hour: 12,
  minute: 0,
  lat: 34.6937,
  lng: 135.5023,
  tz_str: 'Asia/Tokyo',
};

/** 9 November 1981, Beirut, no time: a mutual reception with an exalted Saturn. */
export const FATIMA_UNTIMED: ChartInput = {
  name: 'Fatima',
  year: 1981,
  month: 11,
  day: 9,
  hour: null,
  minute: null,
  lat: 33.8938,
  lng: 35.5018,
  tz_str: 'Asia/Beirut',
};

/** 12 June 1965, 18:45, Copenhagen: a T-square with the Sun at its focus. */
export const SVEN: ChartInput = {
  name: 'Sven',
  year: 1965,
  month: 6,
  day: 12,
  hour: 18,
  minute: 45,
  lat: 55.6761,
  lng: 12.5683,
  tz_str: 'Europe/Copenhagen',
};

/** 23 September 1948, 02:30, São Paulo. */
export const ROSA: ChartInput = {
  name: 'Rosa',
  year: 1948,
  month: 9,
  day: 23,
  hour: 2,
  minute: 30,
  lat: -23.5505,
  lng: -46.6333,
  tz_str: 'America/Sao_Paulo',
};
