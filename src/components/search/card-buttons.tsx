import type { CardButtonDto } from '@/domain/cards/types';
import { LeadDialogLink } from '@/components/leads/lead-dialog-link';
import { ButtonLink, buttonLinkClass } from '@/components/ui/button-link';

const VARIANT_OF = {
  explore: 'primary',
  viewDetails: 'primary',
  reserve: 'accent',
  quickEnquiry: 'outline',
  testDrive: 'outline',
  findSimilar: 'outline',
} as const;

/** The card buttons that open a lead form for the car in a modal (issue 4); their links stay the fallback. */
const DIALOG_FORMS = { quickEnquiry: 'enquiry', testDrive: 'test_drive' } as const;

/** C-58: the card's action buttons, in the order the domain gives. */
export function CardButtons({ buttons, carId }: { buttons: readonly CardButtonDto[]; carId: number }) {
  return (
    <div data-testid="card-buttons">
      {buttons.map((button) =>
        button.key === 'quickEnquiry' || button.key === 'testDrive' ? (
          <LeadDialogLink
            key={button.key}
            kind={DIALOG_FORMS[button.key]}
            subject={{ car: carId }}
            href={button.href}
            title={button.label}
            className={buttonLinkClass(VARIANT_OF[button.key])}
          >
            {button.label}
          </LeadDialogLink>
        ) : (
          <ButtonLink key={button.key} href={button.href} variant={VARIANT_OF[button.key]} prefetch={false}>
            {button.label}
          </ButtonLink>
        ),
      )}
    </div>
  );
}
