// Rules and constants the browser needs without zod: importing a schema module would put zod
// into the first pages' JavaScript.

export const FEEDBACK_MAX_LENGTH = 5000;

/** better-auth's password limits, configured on the server from these constants. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AvatarMimeType = (typeof AVATAR_MIME_TYPES)[number];

/** The avatar file's real type from its first bytes; the declared type and name are not trusted. */
export function sniffImageType(bytes: Uint8Array): AvatarMimeType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'image/gif';
  // RIFF....WEBP
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  ) {
    return 'image/webp';
  }
  return null;
}

/**
 * How a place is told apart from its namesakes in a list: its region and country ("England,
 * United Kingdom" beside "Liverpool"). The region is named when the gazetteer has the name; otherwise a
 * readable code stands in (numeric GeoNames codes mean nothing to a person). A region named like
 * the place itself ("Berlin, Berlin") adds nothing and is left out.
 */
export function placeLabel(place: {
  name?: string;
  region: string;
  regionName?: string;
  countryName: string;
}): string {
  const named = place.regionName?.trim() ?? '';
  const region = named || (/^[A-Za-z]{1,4}$/.test(place.region) ? place.region : '');
  const sameAsPlace = place.name !== undefined && foldCase(region) === foldCase(place.name);
  return [sameAsPlace ? '' : region, place.countryName].filter(Boolean).join(', ');
}

function foldCase(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}
