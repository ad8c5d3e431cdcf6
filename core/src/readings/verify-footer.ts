// The tarot reading's closing section, which reveals the seed and the cut. Kept apart from the
// composer so the result page can recognise it without loading the card texts.
export const VERIFY_HEADING = '## Verify this draw';

/**
 * The reading without its Verify this draw footer, for a page that shows the check itself (with
 * a button that replays the draw); readings stored before the footer existed come back unchanged.
 */
export function withoutVerifyFooter(markdown: string): string {
  const at = markdown.lastIndexOf(`\n\n${VERIFY_HEADING}\n`);
  return at < 0 ? markdown : markdown.slice(0, at);
}
