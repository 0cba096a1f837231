'use client';

import type { SpecRow } from '@/domain/vehicle/specs/types';
import { Expandable } from './expandable';

const LABELS = { expand: 'Show More', collapse: 'Show Less' };

type KeyInformationListProps = { id: string; rows: SpecRow[]; visibleCount: number };

/** D-28: the key facts as a grid; rows past `visibleCount` stay hidden until 'Show More'. */
export function KeyInformationList({ id, rows, visibleCount }: KeyInformationListProps) {
  return (
    <Expandable id={id} total={rows.length} visibleCount={visibleCount} labels={LABELS}>
      {(isExpanded) => (
        <dl id={id} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {rows.map((row, index) => (
            <div
              key={row.label}
              hidden={!isExpanded && index >= visibleCount}
              data-extra={index >= visibleCount ? 'block' : undefined}
              className="rounded-md border border-foreground/10 p-3"
            >
              <dt className="text-sm text-muted">{row.label}</dt>
              <dd className="mt-1 font-semibold break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Expandable>
  );
}
