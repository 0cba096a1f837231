import { COMPARE_LIMIT } from '@/domain/favourites/saved-cars';
import { ComparisonRateNote } from '@/components/finance/comparison-rate-note';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import type { ComparePageData } from '@/domain/compare/compare-page-view';
import { CompareFromStorage } from './compare-from-storage';
import { CompareTable } from './compare-table';
import { PrintButton } from './print-button';
import { StoredCompareSync } from './stored-compare-sync';

const HEADING_ID = 'compare-heading';

function missingText(missing: number): string | null {
  if (missing === 0) return null;
  return missing === 1
    ? 'One of the cars is no longer listed on this site.'
    : `${missing} of the cars are no longer listed on this site.`;
}

/** /compare (I-15, decision 049): the chosen cars side by side, or how to choose some. */
export function ComparePage({ page }: { page: ComparePageData }) {
  const { cars, rows, favourites } = page;
  const notice = missingText(page.missing);
  return (
    <section aria-labelledby={HEADING_ID} className="py-10">
      <Container className="space-y-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="space-y-1">
            <h1 id={HEADING_ID} className="text-3xl font-bold tracking-tight">
              Compare cars
            </h1>
            <p className="text-muted">
              {cars.length > 0
                ? `${cars.length} of ${COMPARE_LIMIT} cars side by side. Rows that differ are shaded.`
                : `Tick Compare on up to ${COMPARE_LIMIT} cars to see them side by side.`}
            </p>
          </div>
          <div className="compare-actions flex flex-wrap gap-3">
            {cars.length < COMPARE_LIMIT ? (
              <ButtonLink href={page.searchHref} variant="outline">
                {cars.length === 0 ? 'Browse cars' : 'Add a car'}
              </ButtonLink>
            ) : null}
            {cars.length > 0 ? <PrintButton /> : null}
          </div>
        </div>
        {notice ? (
          <p role="status" className="rounded-md border-l-4 border-foreground/30 bg-foreground/5 p-3">
            {notice}
          </p>
        ) : null}
        {cars.length > 0 ? <CompareTable cars={cars} rows={rows} favourites={favourites} /> : null}
        {cars.some((car) => car.financeLine !== null) ? <ComparisonRateNote /> : null}
        {page.shareHref ? (
          <p className="compare-actions text-sm">
            <a href={page.shareHref} className="font-semibold underline">
              Link to this comparison
            </a>{' '}
            (to share it, or come back to it)
          </p>
        ) : null}
        {page.fromStorage ? (
          <CompareFromStorage favourites={favourites} />
        ) : (
          <StoredCompareSync
            shareHref={page.shareHref}
            missingIds={page.missingIds}
            favourites={favourites}
          />
        )}
      </Container>
    </section>
  );
}
