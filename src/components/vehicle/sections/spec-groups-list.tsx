'use client';

import { markCollapsedRows } from '@/domain/vehicle/specs/limits';
import type { SpecGroup } from '@/domain/vehicle/specs/types';
import { Expandable } from './expandable';

const LABELS = { expand: 'Show All', collapse: 'Hide' };

type SpecGroupsListProps = { id: string; groups: SpecGroup[]; visibleCount: number };

/** D-29: the spec lists with only their first `visibleCount` rows (counted across lists) until 'Show All'. */
export function SpecGroupsList({ id, groups, visibleCount }: SpecGroupsListProps) {
  const marked = markCollapsedRows(groups, visibleCount);
  const total = groups.reduce((sum, group) => sum + group.rows.length, 0);
  return (
    <Expandable id={id} total={total} visibleCount={visibleCount} labels={LABELS}>
      {(isExpanded) => (
        <div id={id} className="grid gap-6 md:grid-cols-2">
          {marked.map((group) => (
            <div
              key={group.key}
              hidden={!isExpanded && group.isExtra}
              data-extra={group.isExtra ? 'block' : undefined}
            >
              <h3 className="mb-2 font-semibold">{group.title}</h3>
              <dl className="divide-y divide-foreground/10 text-sm">
                {group.rows.map((row) => (
                  <div
                    key={row.label}
                    hidden={!isExpanded && row.isExtra}
                    data-extra={row.isExtra ? 'grid' : undefined}
                    className="grid grid-cols-2 gap-4 py-2"
                  >
                    <dt className="text-muted">{row.label}</dt>
                    <dd className="font-medium break-words">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      )}
    </Expandable>
  );
}
