/** What a library card shows under the app's name: the question, or whom the reading is for. */
export function librarySubtitle(reading: {
  question: string | null;
  firstName: string | null;
}): string | null {
  return reading.question ?? (reading.firstName ? `For ${reading.firstName}` : null);
}

/**
 * What library search matches: exactly the words the card shows (app name and subtitle), lower
 * case. Migration 0010 writes the same text for readings stored before it in SQL; keep them alike.
 */
export function librarySearchText(reading: {
  appName: string;
  question: string | null;
  firstName: string | null;
}): string {
  return `${reading.appName} ${librarySubtitle(reading) ?? ''}`.toLowerCase();
}
