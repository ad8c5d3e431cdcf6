/** Whom a reading is for: "Nora", or "Nora & Tomas" for a compatibility reading. */
export function readingFor(reading: {
  firstName: string | null;
  partnerName?: string | null;
}): string | null {
  if (!reading.firstName) return null;
  return reading.partnerName ? `${reading.firstName} & ${reading.partnerName}` : reading.firstName;
}

/** What a library card shows under the app's name: the question, or whom the reading is for. */
export function librarySubtitle(reading: {
  question: string | null;
  firstName: string | null;
  partnerName?: string | null;
}): string | null {
  const person = readingFor(reading);
  return reading.question ?? (person ? `For ${person}` : null);
}

/**
 * What library search matches: exactly the words the card shows (app name and subtitle), lower
 * case. Migrations 0010 and 0016 write the same text for readings stored before them; keep them alike.
 */
export function librarySearchText(reading: {
  appName: string;
  question: string | null;
  firstName: string | null;
  partnerName?: string | null;
}): string {
  return `${reading.appName} ${librarySubtitle(reading) ?? ''}`.toLowerCase();
}
