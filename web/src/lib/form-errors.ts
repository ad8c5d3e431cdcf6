/**
 * The errors to keep showing after an edit: only fields that were already flagged, with their
 * current message, so a field's error disappears as soon as its value is valid and a field the
 * user has not reached yet is not flagged before the next submit.
 */
export function keepUnfixed<K extends string>(
  shown: Partial<Record<K, string>>,
  now: Partial<Record<K, string>>,
): Partial<Record<K, string>> {
  const kept: Partial<Record<K, string>> = {};
  for (const field of Object.keys(shown) as K[]) {
    const message = now[field];
    if (message) kept[field] = message;
  }
  return kept;
}
