import { Icon } from '@/components/ui/icon';
import type { HighlightPart } from '@/domain/search/highlight';
import { PlainImage } from '@/components/ui/plain-image';
import type { InstantOption } from './instant-search-model';

/** The highlighted title as text runs: matched runs in <mark>, never HTML from the server. */
function HighlightedTitle({ parts }: { parts: HighlightPart[] }) {
  return (
    <span className="block truncate font-medium">
      {parts.map((part, i) =>
        part.highlighted ? (
          <mark key={i} className="bg-transparent font-bold text-inherit underline underline-offset-2">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}

/** What one option shows: a car (photo, title, price), a body-type shortcut or the 'See all' line. */
export function InstantSearchOptionContent({ option }: { option: InstantOption }) {
  if (option.kind === 'hit') {
    const { hit } = option;
    return (
      <>
        {hit.imageUrl ? (
          <PlainImage
            src={hit.imageUrl}
            alt=""
            width={64}
            height={48}
            className="h-12 w-16 shrink-0 rounded object-cover"
          />
        ) : (
          <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded bg-foreground/5">
            <Icon name="car" className="size-5" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <HighlightedTitle parts={hit.titleParts} />
          <span className="block text-sm">{hit.priceText}</span>
        </span>
      </>
    );
  }
  if (option.kind === 'body') {
    return (
      <>
        <Icon name="layout-grid" className="size-4 shrink-0" />
        <span className="flex-1">
          {option.body.value} <span className="text-sm">({option.body.count})</span>
        </span>
      </>
    );
  }
  return (
    <>
      <Icon name="search" className="size-4 shrink-0" />
      <span className="flex-1 font-semibold">See all results for “{option.query}”</span>
    </>
  );
}
