export type TruncatedText = {
  /** The text to show while collapsed: the whole text, or its first `limit` characters and '…'. */
  short: string;
  /** The part shown in both states: the whole text, or the first `limit` characters without trailing space. */
  kept: string;
  /** What expanding adds, so that kept + rest is the whole text; '' when nothing was cut. */
  rest: string;
  /** True when the text is longer than the limit, so a Show More / Show Less toggle is needed. */
  isTruncated: boolean;
};

/**
 * D-76 / F-29 `truncate(text, limit)`: texts of `limit` characters or fewer stay whole (D-77, F-30); longer
 * ones keep their first `limit` characters (counted in code points, so no emoji or accent is split), lose the
 * whitespace the cut leaves at the end, and end in '…'. A null limit means never truncated.
 */
export function truncate(text: string, limit: number | null): TruncatedText {
  const characters = Array.from(text);
  if (limit === null || characters.length <= limit) {
    return { short: text, kept: text, rest: '', isTruncated: false };
  }
  const kept = characters.slice(0, limit).join('').trimEnd();
  return { short: `${kept}…`, kept, rest: text.slice(kept.length), isTruncated: true };
}
