// The births of review set l's compatibility pairs (invented people), shared by its review tests.
import { birthAt } from './pairs';

export const ELENA = birthAt('Elena', [1990, 3, 14, 6, 40], 53.3498, -6.2603, 'Europe/Dublin');
export const RAFAEL = birthAt('Rafael', [1987, 10, 2, 22, 15], 37.3891, -5.9845, 'Europe/Madrid');
export const HANNAH = birthAt('Hannah', [1979, 12, 21, 13, 5], 59.9139, 10.7522, 'Europe/Oslo');
export const YUSUF = birthAt('Yusuf', [1976, 6, 30, null, null], 38.4237, 27.1428, 'Europe/Istanbul');
export const GRACE = birthAt('Grace', [1995, 8, 9, 17, 50], 6.5244, 3.3792, 'Africa/Lagos');
export const MEI = birthAt('Mei', [1994, 1, 27, 4, 20], 34.6937, 135.5023, 'Asia/Tokyo');
export const MARGARET = birthAt('Margaret', [1958, 4, 3, 11, 30], 53.8008, -1.5491, 'Europe/London');
export const SOPHIE = birthAt('Sophie', [1988, 9, 19, 2, 10], 53.4808, -2.2426, 'Europe/London');
export const LUCAS = birthAt('Lucas', [1983, 11, 11, 9, 0], -30.0346, -51.2177, 'America/Sao_Paulo');
export const INES = birthAt('Ines', [1991, 5, 6, 15, 45], 47.3769, 8.5417, 'Europe/Zurich');
