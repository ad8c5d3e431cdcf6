// Test helper: the body paragraphs of a markdown report (headings dropped; list items count as
// paragraphs of their own).
export function paragraphs(markdown: string): string[] {
  return markdown
    .split(/\n\s*\n/)
    .flatMap((block) => (block.trim().startsWith('- ') ? block.split('\n') : [block]))
    .map((p) => p.trim())
    .filter((p) => p !== '' && !p.startsWith('#'));
}
