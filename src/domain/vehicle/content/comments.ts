import { truncate } from '@/domain/format/truncate';

/** D-76: dealer comments longer than this are truncated behind a toggle. */
export const COMMENTS_TRUNCATE_AT = 400;

/** D-78, word for word. */
export const COMMENTS_PENDING_TEXT = 'Dealer comments are pending. Please check back here later.';

/** `vehicle.commentsToggleStyle` (option 72). */
export type CommentsToggleStyle = 'showMore' | 'inline';

export type ToggleLabels = { expand: string; collapse: string };

/** D-76: 'Show More' / 'Show Less' by default; the inline style reads 'more...' / 'less...'. */
export function commentsToggleLabels(style: CommentsToggleStyle): ToggleLabels {
  return style === 'inline'
    ? { expand: 'more...', collapse: 'less...' }
    : { expand: 'Show More', collapse: 'Show Less' };
}

export type DealerCommentsView =
  | { kind: 'pending' }
  /**
   * `kept` shows in both states; `rest` is what Show More adds (kept + rest is the whole text). `rest` is null
   * when the whole text fits (D-77: no toggle at 400 characters or fewer); collapsed, an ellipsis follows kept.
   */
  | { kind: 'text'; kept: string; rest: string | null };

/**
 * D-76..D-78 `dealerCommentsView`: the comments as plain text with their line breaks (Windows and old-Mac
 * breaks become '\n', outer blank space is dropped); empty or missing comments are pending.
 */
export function dealerCommentsView(
  comments: string | null | undefined,
  limit: number = COMMENTS_TRUNCATE_AT,
): DealerCommentsView {
  const full = (comments ?? '').replace(/\r\n?/g, '\n').trim();
  if (!full) return { kind: 'pending' };
  const { kept, rest, isTruncated } = truncate(full, limit);
  return { kind: 'text', kept, rest: isTruncated ? rest : null };
}
