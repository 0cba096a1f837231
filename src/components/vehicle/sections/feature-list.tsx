'use client';

import { Icon } from '@/components/ui/icon';
import { Expandable } from './expandable';

const LABELS = { expand: 'Show All', collapse: 'Hide' };

type FeatureListProps = { id: string; items: string[]; visibleCount: number };

/** D-30: one feature list, its first `visibleCount` items then 'Show All' / 'Hide' (independent per list, N-6). */
export function FeatureList({ id, items, visibleCount }: FeatureListProps) {
  return (
    <Expandable id={id} total={items.length} visibleCount={visibleCount} labels={LABELS}>
      {(isExpanded) => (
        <ul id={id} className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {items.map((item, index) => (
            <li
              key={item}
              hidden={!isExpanded && index >= visibleCount}
              data-extra={index >= visibleCount ? 'flex' : undefined}
              className="flex items-start gap-2"
            >
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="break-words">{item}</span>
            </li>
          ))}
        </ul>
      )}
    </Expandable>
  );
}
