import type { SearchCardDto } from '@/domain/search/page/types';

type Tag = NonNullable<SearchCardDto['tag']>;

/** The card's one tag (S1 §4); the certified badge may be an image. */
export function CardTagBadge({ tag }: { tag: Tag }) {
  if (tag.imageUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- small local SVG badge
    return <img src={tag.imageUrl} alt={tag.text} width={96} height={32} className="h-8 w-auto" />;
  }
  const tone = tag.kind === 'sold' ? 'bg-foreground text-background' : 'bg-accent text-accent-foreground';
  return (
    <span data-testid="card-tag" className={`rounded px-2 py-1 text-xs font-bold uppercase ${tone}`}>
      {tag.text}
    </span>
  );
}
