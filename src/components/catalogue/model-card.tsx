import type { ModelCardDto } from '@/domain/catalogue/model-directory';
import { MediaCard } from '@/components/cards/media-card';

/** A model in the directory: image, '{make} {model}', body types; links to its page or override url. */
export function ModelCard({ model }: { model: ModelCardDto }) {
  return (
    <MediaCard
      href={model.href}
      image={model.imageUrl ? { src: model.imageUrl, alt: model.title } : null}
      placeholder={{ icon: 'car', label: 'Image coming soon' }}
      data-testid="model-card"
    >
      <h3 className="font-semibold group-hover:underline">{model.title}</h3>
      {model.bodyText ? <p className="text-sm text-muted">{model.bodyText}</p> : null}
      <span className="mt-auto text-sm font-semibold text-primary">Explore model</span>
    </MediaCard>
  );
}
