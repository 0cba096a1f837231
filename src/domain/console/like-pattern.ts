/** A LIKE pattern that finds `text` anywhere, its own % _ and \ taken literally (the default escape is \). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
