'use client';

import { useId, useState } from 'react';
import type { MakeLinkDto, SearchPageData } from '@/domain/search/page/types';
import { FacetLinkList } from './facet-link-list';

type Makes = NonNullable<SearchPageData['makes']>;

/** C-36: a selected make's models open with 'Select models' and close with 'Hide'. */
function MakeModels({ make }: { make: MakeLinkDto }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (make.models.length === 0) return null;
  return (
    <div className="ml-8">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${open ? 'Hide' : 'Select'} ${make.label} models`}
        onClick={() => setOpen(!open)}
        className="min-h-9 px-2 text-sm font-semibold text-primary"
      >
        {open ? 'Hide' : 'Select models'}
      </button>
      <div id={listId} hidden={!open}>
        <FacetLinkList links={make.models} />
      </div>
    </div>
  );
}

function MakeList({ makes }: { makes: readonly MakeLinkDto[] }) {
  return (
    <ul className="facet-list">
      {makes.map((make) => (
        <li key={make.href}>
          <FacetLinkList links={[make]} bare />
          <MakeModels make={make} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The first makes, the rest behind 'Show all makes' / 'Hide extra makes' (C-33..C-35). A native disclosure,
 * so the list also opens without a script; it starts open when a selected make is among the extra ones.
 */
export function MakeFacet({ makes, headingId }: { makes: Makes; headingId: string }) {
  const [expanded, setExpanded] = useState(() => makes.more.some((make) => make.isSelected));
  return (
    <section aria-labelledby={headingId} className="facet-section">
      <h2 id={headingId}>Make</h2>
      <MakeList makes={makes.visible} />
      {makes.more.length > 0 ? (
        <details open={expanded} onToggle={(event) => setExpanded(event.currentTarget.open)} className="mt-1">
          <summary className="min-h-9 cursor-pointer px-2 py-1 text-sm font-semibold text-primary">
            {expanded ? 'Hide extra makes' : 'Show all makes'}
          </summary>
          <MakeList makes={makes.more} />
        </details>
      ) : null}
    </section>
  );
}
