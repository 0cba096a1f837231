import Link from 'next/link';
import { padMenuTiles, type ModelsMenuDto } from '@/domain/catalogue/models-menu';
import { FourThreeImage } from '@/components/ui/four-three-image';
import { SmartLink } from '@/components/ui/smart-link';
import { DropdownDisclosure, type DropdownVariant } from './dropdown-disclosure';

type ModelsDropdownProps = { label: string; menu: ModelsMenuDto; variant: DropdownVariant };

/**
 * K-24: the header's models menu, a 3-column grid of model tiles padded with empty tiles to a full first row,
 * and the link to every model. Images load only once the menu opens (lazy, and hidden until then).
 */
export function ModelsDropdown({ label, menu, variant }: ModelsDropdownProps) {
  const allModels = (
    <Link
      href={menu.allHref}
      className="mt-3 inline-flex min-h-11 items-center px-1.5 text-sm font-semibold underline underline-offset-4"
    >
      {menu.allLabel}
    </Link>
  );
  return (
    // The tiles (images and names, some 2.5 KB) are drawn when the menu opens; closed, the page keeps the link
    // to every model (decision 041).
    <DropdownDisclosure label={label} variant={variant} closedContent={allModels}>
      <div
        data-testid="models-menu"
        className={
          variant === 'bar'
            ? 'w-[34rem] rounded-md border border-foreground/10 bg-background p-4 text-foreground shadow-lg'
            : 'py-2'
        }
      >
        <ul className="grid grid-cols-3 gap-2">
          {padMenuTiles(menu.tiles).map((tile, index) =>
            tile ? (
              <li key={tile.href}>
                <SmartLink href={tile.href} className="model-tile">
                  <FourThreeImage
                    image={tile.imageUrl ? { src: tile.imageUrl, alt: '' } : null}
                    placeholder={{ icon: 'car', label: 'Image coming soon' }}
                    className="rounded"
                  />
                  <span>{tile.title}</span>
                </SmartLink>
              </li>
            ) : (
              <li
                key={`placeholder-${index}`}
                aria-hidden="true"
                data-testid="models-menu-placeholder"
                className="rounded-md border border-dashed border-current/15"
              />
            ),
          )}
        </ul>
        {allModels}
      </div>
    </DropdownDisclosure>
  );
}
