import { Icon } from '@/components/ui/icon';
import { isExternalHref } from '@/domain/navigation/links';
import type { DealershipTileDto } from '@/domain/home/types';
import { PlainImage } from '@/components/ui/plain-image';
import { Section } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';

/** L-12: the group's dealership websites; some are other sites, marked as such for every reader. */
export function DealershipTilesSection({ tiles }: { tiles: DealershipTileDto[] }) {
  if (tiles.length === 0) return null;
  return (
    <Section id="dealership-websites" title="Our dealership websites" className="surface-tint">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" data-testid="dealership-tiles">
        {tiles.map((tile) => {
          const external = isExternalHref(tile.href);
          return (
            <li key={tile.id}>
              <SmartLink
                href={tile.href}
                className="flex h-full min-h-20 flex-col items-center justify-center gap-2 rounded-lg border border-foreground/10 bg-background p-4 text-center text-sm font-semibold hover:shadow-md"
              >
                {tile.logoUrl ? (
                  <PlainImage src={tile.logoUrl} alt="" width={120} height={48} className="h-10 w-auto" />
                ) : null}
                <span className="inline-flex items-center gap-1">
                  {tile.title}
                  {external ? (
                    <>
                      <Icon name="external-link" className="size-3.5" />
                      <span className="sr-only">(opens another website in a new tab)</span>
                    </>
                  ) : null}
                </span>
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
