// Public births used by the astrology tests, with their sources. Each is the published birth
// data; the tests cast them with our own chart engine and check what astrologers have written.
import type { ChartInput } from '../../astro/types';

/**
 * John Lennon, 9 October 1940, 18:30 BST, Liverpool: Astro-Databank, "Lennon, John", Rodden
 * rating AA (birth certificate). Sun and Mars in Libra, Venus in Virgo, Moon in Aquarius, Mercury
 * in Scorpio, the North Node in Libra, Aries rising; the Moon opposite Pluto, both square Mercury,
 * is the T-square astrologers write about.
 */
export const LENNON: ChartInput = { name: 'John', year: 1940, month: 10, day: 9, hour: 18, minute: 30, lat: 53.4084, lng: -2.9916, tz_str: 'Europe/London' };

/**
 * David Bowie, 8 January 1947, 09:00, Brixton, London: Astro-Databank, "Bowie, David", Rodden
 * rating A. Written about: Aquarius rising ruled by Uranus, "the tip of a yod with Jupiter and a
 * Sun/Mars conjunction" (alextrenoweth2.blogspot.com, "Ziggy Stardust Goes Home", 2016;
 * sisterrayastrology.com calls it a double yod); Sun, Mercury and Mars in Capricorn, Mars exalted
 * there (andreajmilesastrology.wordpress.com, 2017); Moon, Saturn and Pluto in the 7th house, the
 * Moon on the Descendant, a western, third-quadrant, above-the-horizon emphasis
 * (michelle-young-astrology.net, "Losing a Legend", 2016); Venus conjunct the Midheaven, Saturn
 * and Pluto retrograde (phoenixiaastrology.com, 2016).
 */
export const BOWIE: ChartInput = { name: 'David', year: 1947, month: 1, day: 8, hour: 9, minute: 0, lat: 51.4613, lng: -0.1156, tz_str: 'Europe/London' };

/**
 * Diana, Princess of Wales, 1 July 1961, 19:45 BST, Sandringham: Astro-Databank, "Diana,
 * Princess of Wales", Rodden rating A. Written about: a fixed T-square of the Moon in Aquarius
 * opposite Uranus in Leo, both square Venus in Taurus at the apex (prantnerova.com,
 * "Astro-Leaders: Princess Diana"; cosmicconnectionsbygaby.blogspot.com, "Planetary
 * configurations: beauty queens", 2013).
 */
export const DIANA: ChartInput = { name: 'Diana', year: 1961, month: 7, day: 1, hour: 19, minute: 45, lat: 52.8245, lng: 0.5139, tz_str: 'Europe/London' };

/**
 * Charles III, 14 November 1948, 21:14 GMT, Buckingham Palace: Astro-Databank, "Charles III",
 * Rodden rating AA. His Sun at 22° Scorpio squares Diana's Moon at 25° Aquarius.
 */
export const CHARLES: ChartInput = { name: 'Charles', year: 1948, month: 11, day: 14, hour: 21, minute: 14, lat: 51.5014, lng: -0.1419, tz_str: 'Europe/London' };

/**
 * Steve Jobs, 24 February 1955, 19:15 PST, San Francisco: Astro-Databank, "Jobs, Steve", Rodden
 * rating AA. Sun in Pisces, Moon in Aries, Virgo rising; Mars at home in Aries, Jupiter exalted in
 * Cancer. Venus in Capricorn and Neptune in Libra are 6.8° from a square, too wide for a pattern.
 */
export const JOBS: ChartInput = { name: 'Steve', year: 1955, month: 2, day: 24, hour: 19, minute: 15, lat: 37.7749, lng: -122.4194, tz_str: 'America/Los_Angeles' };

/**
 * Barack Obama, 4 August 1961, 19:24 HST, Honolulu: Astro-Databank, "Obama, Barack", Rodden
 * rating AA (birth certificate). Aquarius rising, so Saturn (traditional) and Uranus (modern)
 * both rule the chart.
 */
export const OBAMA: ChartInput = { name: 'Barack', year: 1961, month: 8, day: 4, hour: 19, minute: 24, lat: 21.3069, lng: -157.8583, tz_str: 'Pacific/Honolulu' };

/**
 * Elizabeth II, 21 April 1926, 02:40 GMT, London: Astro-Databank, "Elizabeth II", Rodden rating
 * AA. Capricorn rising; the Moon in Leo.
 */
export const ELIZABETH: ChartInput = { name: 'Elizabeth', year: 1926, month: 4, day: 21, hour: 2, minute: 40, lat: 51.5074, lng: -0.1278, tz_str: 'Europe/London' };

/**
 * Prince Philip, 10 June 1921, 10:00 EET, Corfu: Astro-Databank, "Philip, Prince", Rodden rating
 * A. His Moon in Leo falls on Elizabeth's.
 */
export const PHILIP: ChartInput = { name: 'Philip', year: 1921, month: 6, day: 10, hour: 10, minute: 0, lat: 39.6243, lng: 19.9217, tz_str: 'Europe/Athens' };

/**
 * Albert Einstein, 14 March 1879, 11:30 LMT, Ulm: Astro-Databank, "Einstein, Albert", Rodden
 * rating AA. Mars exalted in Capricorn and Saturn in its fall in Aries: each in the other's
 * domicile, a mutual reception.
 */
export const EINSTEIN: ChartInput = { name: 'Albert', year: 1879, month: 3, day: 14, hour: 11, minute: 30, lat: 48.4, lng: 9.9833, tz_str: 'Europe/Berlin' };

/**
 * Hugh Jackman, 12 October 1968, 13:00, Sydney: femalefirst.co.uk ("Hugh Jackman", Mirjam
 * Schneider's astrological profile) gives 1.00 pm; horoscopefriends.co.uk reads the same chart,
 * Aquarius rising with Venus and Neptune in Scorpio in the tenth house. A crowded chart (stelliums
 * in Libra and in Virgo, a grand trine, a yod) that an earlier word budget cut to one aspect and no
 * Moon phase. Mercury, retrograde in Libra, is 7.6° from the Sun: combust.
 */
export const JACKMAN: ChartInput = { name: 'Hugh', year: 1968, month: 10, day: 12, hour: 13, minute: 0, lat: -33.8688, lng: 151.2093, tz_str: 'Australia/Sydney' };

/**
 * Charlie Chaplin, 16 April 1889, 20:00 GMT, Walworth, London, as commonly published. Cast with
 * our engine it has the Moon in Scorpio, in its fall, within a degree of a Scorpio Ascendant: the
 * chart a reviewer found read both "intense and private" and "easy to read".
 */
export const CHAPLIN: ChartInput = { name: 'Charlie', year: 1889, month: 4, day: 16, hour: 20, minute: 0, lat: 51.4875, lng: -0.0934, tz_str: 'Europe/London' };

/**
 * Pelé (Edson Arantes do Nascimento), 23 October 1940, 03:00, Três Corações, as commonly
 * published. Virgo rises with Venus in Virgo, in its fall, in the first house, and the Moon
 * sextile Venus: the chart a reviewer found read both "a learned grace" and "charm so natural".
 */
export const PELE: ChartInput = { name: 'Edson', year: 1940, month: 10, day: 23, hour: 3, minute: 0, lat: -21.7, lng: -45.2667, tz_str: 'America/Sao_Paulo' };

/**
 * Muhammad Ali, 17 January 1942, 18:35 CST, Louisville, Kentucky: Astro-Databank, "Ali, Muhammad".
 * The reviewers read his Venus in Aquarius square Saturn in Taurus at 1°.
 */
export const ALI: ChartInput = { name: 'Muhammad', year: 1942, month: 1, day: 17, hour: 18, minute: 35, lat: 38.2542, lng: -85.7594, tz_str: 'America/Kentucky/Louisville' };

/**
 * Jane Austen, 16 December 1775, 23:45, Steventon, Hampshire: Astro-Databank, "Austen, Jane".
 * Mars square Saturn is exact.
 */
export const AUSTEN: ChartInput = { name: 'Jane', year: 1775, month: 12, day: 16, hour: 23, minute: 45, lat: 51.2333, lng: -1.2167, tz_str: 'Europe/London' };

/**
 * Tina Turner, 26 November 1939, 22:10 CST, Brownsville, Tennessee: Astro-Databank, "Turner, Tina".
 * Venus trine Saturn and Venus square Neptune, each within 0.3°.
 */
export const TURNER: ChartInput = { name: 'Tina', year: 1939, month: 11, day: 26, hour: 22, minute: 10, lat: 35.5934, lng: -89.2623, tz_str: 'America/Chicago' };

/**
 * Pablo Picasso, 25 October 1881, 23:15, Málaga: Astro-Databank, "Picasso, Pablo".
 * Jupiter, Saturn, Neptune and Pluto in Taurus in the tenth house, the stellium astrologers
 * read for his public fame.
 */
export const PICASSO: ChartInput = { name: 'Pablo', year: 1881, month: 10, day: 25, hour: 23, minute: 15, lat: 36.7213, lng: -4.4214, tz_str: 'Europe/Madrid' };

/**
 * Audrey Hepburn, 4 May 1929, 03:00, Ixelles (Brussels): Astro-Databank, "Hepburn, Audrey",
 * Rodden rating AA. Aquarius rising, Saturn (its ruler) at 0° Capricorn in the tenth, at home;
 * the Moon in Pisces in the first; Neptune on the Descendant.
 */
export const HEPBURN: ChartInput = { name: 'Audrey', year: 1929, month: 5, day: 4, hour: 3, minute: 0, lat: 50.8333, lng: 4.3667, tz_str: 'Europe/Brussels' };

/**
 * Virginia Woolf, 25 January 1882, 12:15, London: Astro-Databank, "Woolf, Virginia", Rodden
 * rating AA. The Moon in Aries in the twelfth house; Venus in Capricorn close to the Aquarius Sun
 * across the sign line.
 */
export const WOOLF: ChartInput = { name: 'Virginia', year: 1882, month: 1, day: 25, hour: 12, minute: 15, lat: 51.5074, lng: -0.1278, tz_str: 'Europe/London' };

/**
 * Jimi Hendrix, 27 November 1942, 10:15, Seattle: Astro-Databank, "Hendrix, Jimi", Rodden rating
 * AA. Sagittarius Sun, Mercury and Venus; the Moon in Cancer and Mars in Scorpio at home, Jupiter
 * exalted in Cancer.
 */
export const HENDRIX: ChartInput = { name: 'Jimi', year: 1942, month: 11, day: 27, hour: 10, minute: 15, lat: 47.6062, lng: -122.3321, tz_str: 'America/Los_Angeles' };

/**
 * Meryl Streep, 22 June 1949, 08:05, Summit, New Jersey: Astro-Databank, "Streep, Meryl",
 * Rodden rating AA. The Sun a degree before the cusp of the twelfth house, exactly on Uranus.
 */
export const STREEP: ChartInput = { name: 'Meryl', year: 1949, month: 6, day: 22, hour: 8, minute: 5, lat: 40.716, lng: -74.364, tz_str: 'America/New_York' };

/**
 * Madonna, 16 August 1958, 07:05, Bay City, Michigan: Astro-Databank, "Madonna", Rodden rating
 * AA. A Leo Sun in the twelfth house with Mercury rising.
 */
export const MADONNA: ChartInput = { name: 'Madonna', year: 1958, month: 8, day: 16, hour: 7, minute: 5, lat: 43.5945, lng: -83.8889, tz_str: 'America/Detroit' };

/**
 * Marlon Brando, 3 April 1924, 23:00, Omaha, Nebraska: Astro-Databank, "Brando, Marlon", Rodden
 * rating AA. Sagittarius rising with Jupiter, its ruler, near the Ascendant.
 */
export const BRANDO: ChartInput = { name: 'Marlon', year: 1924, month: 4, day: 3, hour: 23, minute: 0, lat: 41.2565, lng: -95.9345, tz_str: 'America/Chicago' };
