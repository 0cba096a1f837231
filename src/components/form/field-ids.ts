/** DOM ids for a form's fields: check-option names ('Tyres (check_option)') are not valid in URLs as-is. */
export function fieldId(prefix: string, name: string): string {
  return `${prefix}-${name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/-+$/, '')}`;
}

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** aria-describedby: the field's hint and its error, whichever it has. */
export function describedBy(
  id: string,
  options: { hasHint: boolean; hasError: boolean },
): string | undefined {
  const ids = [options.hasHint ? hintId(id) : null, options.hasError ? errorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
