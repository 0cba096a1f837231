import {
  COMMENTS_PENDING_TEXT,
  commentsToggleLabels,
  dealerCommentsView,
  type CommentsToggleStyle,
} from '@/domain/vehicle/content/comments';
import { SectionFrame } from './section-frame';
import { TruncatedText } from './truncated-text';

export type DealerCommentsProps = {
  /** vehicles.dealercomments: plain text; null or blank shows the pending message (D-78). */
  comments: string | null;
  /** `vehicle.commentsToggleStyle`: 'showMore' (Show More / Show Less) or 'inline' (more... / less...). */
  toggleStyle: CommentsToggleStyle;
};

/** D-76..D-78: the dealer's comments, truncated at 400 characters behind a toggle. */
export function DealerComments({ comments, toggleStyle }: DealerCommentsProps) {
  const view = dealerCommentsView(comments);
  return (
    <SectionFrame id="dealer-comments" title="Dealer Comments">
      {view.kind === 'pending' ? (
        <p className="text-muted">{COMMENTS_PENDING_TEXT}</p>
      ) : (
        <TruncatedText
          id="dealer-comments-text"
          kept={view.kept}
          rest={view.rest}
          labels={commentsToggleLabels(toggleStyle)}
          variant={toggleStyle === 'inline' ? 'inline' : 'block'}
        />
      )}
    </SectionFrame>
  );
}
