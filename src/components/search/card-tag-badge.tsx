import type { SearchCardDto } from '@/domain/search/page/types';

type Tag = NonNullable<SearchCardDto['tag']>;

/** The card's one tag (S1 §4); the certified badge may be an image. */
export function CardTagBadge({ tag }: { tag: Tag }) {
  if (tag.imageUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- small local SVG badge
    return <img src={tag.imageUrl} alt={tag.text} width={96} height={32} className="h-8 w-auto" />;
  }
  return (
    <span data-testid="card-tag" className={tag.kind === 'sold' ? 'card-tag card-tag-sold' : 'card-tag'}>
      {tag.text}
    </span>
  );
}
