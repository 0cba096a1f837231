'use client';

import { useState, type ReactNode } from 'react';
import { needsToggle } from '@/domain/vehicle/specs/limits';
import { ToggleButton } from './toggle-button';

type ExpandableProps = {
  /** The id of the element `children` renders, which the toggle controls. */
  id: string;
  total: number;
  visibleCount: number;
  labels: { expand: string; collapse: string };
  /** Renders the list, hiding what lies past `visibleCount` while collapsed. */
  children: (isExpanded: boolean) => ReactNode;
};

/**
 * A list shown collapsed at first, with its toggle only when it has more than `visibleCount` items. The list
 * marks its collapsed items `data-extra` so that without a script they are shown (NoScriptStyles).
 */
export function Expandable({ id, total, visibleCount, labels, children }: ExpandableProps) {
  const [isExpanded, setExpanded] = useState(false);
  return (
    <>
      {children(isExpanded)}
      {needsToggle(total, visibleCount) ? (
        <ToggleButton
          isExpanded={isExpanded}
          controls={id}
          onToggle={() => setExpanded((open) => !open)}
          labels={labels}
        />
      ) : null}
    </>
  );
}
