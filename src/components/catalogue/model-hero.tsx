import { stockCountText, type ModelPageData } from '@/domain/catalogue/model-page';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { FourThreeImage } from '@/components/ui/four-three-image';

type ModelHeroProps = Pick<ModelPageData, 'model' | 'stock'>;

/** A model page's top: the model's image (K-25), name, bodies, stock and prices, and the two next steps. */
export function ModelHero({ model, stock }: ModelHeroProps) {
  return (
    <section aria-labelledby="model-heading" className="surface-tint py-8 sm:py-12">
      <Container className="grid items-center gap-8 md:grid-cols-2">
        <div className="overflow-hidden rounded-lg">
          <FourThreeImage
            image={model.imageUrl ? { src: model.imageUrl, alt: model.title } : null}
            placeholder={{ icon: 'car', label: 'Image coming soon' }}
            eager
          />
        </div>
        <div className="space-y-4">
          <p className="text-sm font-semibold tracking-wide text-muted uppercase">{model.make}</p>
          <h1 id="model-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {model.title}
          </h1>
          {model.bodyText ? <p className="text-lg">{model.bodyText}</p> : null}
          <dl className="grid grid-cols-2 gap-4" data-testid="model-stock-summary">
            <div>
              <dt className="text-sm text-muted">In stock</dt>
              <dd className="text-xl font-bold">{stockCountText(stock.count)}</dd>
            </div>
            {stock.priceRangeText ? (
              <div>
                <dt className="text-sm text-muted">Price</dt>
                <dd className="text-xl font-bold text-primary">{stock.priceRangeText}</dd>
              </div>
            ) : null}
          </dl>
          <div className="flex flex-wrap gap-3">
            {stock.searchHref ? (
              <ButtonLink href={stock.searchHref}>View {model.title} stock</ButtonLink>
            ) : null}
            <ButtonLink href="/book-test-drive" variant="outline">
              Book a Test Drive
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
