/**
 * L-3: the group profile blurb is the opening paragraph of the site's own 'About us' page, as plain text, so the
 * dealer writes it once. Headings, lists, quotes and tables are not a paragraph; Markdown marks are dropped.
 */
export function leadParagraph(markdown: string): string | null {
  const blocks = markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const block of blocks) {
    const text = block.trim();
    if (!text || /^(#|[-*+] |\d+\. |>|\||```|<)/.test(text)) continue;
    const plain = text
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/(\*\*|__|\*|_|`)/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (plain) return plain;
  }
  return null;
}
