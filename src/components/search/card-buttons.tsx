import type { CardButtonDto } from '@/domain/search/page/types';
import { ButtonLink } from '@/components/ui/button-link';

const VARIANT_OF = {
  explore: 'primary',
  viewDetails: 'primary',
  reserve: 'accent',
  quickEnquiry: 'outline',
  testDrive: 'outline',
  findSimilar: 'outline',
} as const;

/** C-58: the card's action buttons, in the order the domain gives. */
export function CardButtons({ buttons }: { buttons: readonly CardButtonDto[] }) {
  return (
    <div data-testid="card-buttons" className="flex flex-col gap-2">
      {buttons.map((button) => (
        <ButtonLink key={button.key} href={button.href} variant={VARIANT_OF[button.key]} prefetch={false}>
          {button.label}
        </ButtonLink>
      ))}
    </div>
  );
}
