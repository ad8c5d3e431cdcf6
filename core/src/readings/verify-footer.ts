// The tarot reading's closing section, which reveals the seed and the cut. Kept apart from the
// composer so the result page can recognise it without loading the card texts.
export const VERIFY_HEADING = '## Verify this draw';
/** The same footer's heading in a reading written in German. */
export const VERIFY_HEADING_DE = '## Diese Ziehung prüfen';

/**
 * The reading without its Verify this draw footer, for a page that shows the check itself (with
 * a button that replays the draw); readings stored before the footer existed come back unchanged.
 */
export function withoutVerifyFooter(markdown: string): string {
  const at = Math.max(
    markdown.lastIndexOf(`\n\n${VERIFY_HEADING}\n`),
    markdown.lastIndexOf(`\n\n${VERIFY_HEADING_DE}\n`),
  );
  return at < 0 ? markdown : markdown.slice(0, at);
}
