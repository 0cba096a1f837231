'use client';

import { useState } from 'react';
import type { ToggleLabels } from '@/domain/vehicle/content/comments';
import { ToggleButton } from './toggle-button';

type TruncatedTextProps = {
  /** The id of the text block (the toggle's aria-controls). */
  id: string;
  /** The part shown in both states (the whole text when `rest` is null). */
  kept: string;
  /** What the toggle reveals; null when the text fits and needs no toggle. */
  rest: string | null;
  labels: ToggleLabels;
  variant?: 'block' | 'inline';
  className?: string;
  /** Starts expanded (K-5, K-7: short offer texts); collapsed by default (D-77). */
  isInitiallyExpanded?: boolean;
};

/**
 * A plain text collapsed to its kept part and an ellipsis until the toggle is pressed (D-77: collapsed
 * initially). Line breaks show as written; the text is never parsed as HTML. The rest is in the page, hidden,
 * so the whole text is server-rendered once and crawlable, and shown whole without a script (NoScriptStyles).
 */
export function TruncatedText({
  id,
  kept,
  rest,
  labels,
  variant = 'block',
  className = '',
  isInitiallyExpanded = false,
}: TruncatedTextProps) {
  const [isExpanded, setExpanded] = useState(isInitiallyExpanded);
  const toggle =
    rest === null ? null : (
      <ToggleButton
        isExpanded={isExpanded}
        controls={id}
        onToggle={() => setExpanded((open) => !open)}
        labels={labels}
        variant={variant}
      />
    );
  return (
    <div className={className}>
      <p id={id} className="whitespace-pre-line break-words">
        {kept}
        {rest === null ? null : (
          <>
            <span hidden={isExpanded} data-needs-script="">
              …
            </span>
            <span hidden={!isExpanded} data-extra="inline">
              {rest}
            </span>
          </>
        )}
        {variant === 'inline' && toggle ? <> {toggle}</> : null}
      </p>
      {variant === 'block' ? toggle : null}
    </div>
  );
}
