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

/** The card buttons that open a lead form for the car in a modal (decision 011); links stay the fallback. */
const DIALOG_FORMS = { quickEnquiry: 'enquiry', testDrive: 'test_drive' } as const;

function CardButton({ button, carId }: { button: CardButtonDto; carId: number }) {
  return button.key === 'quickEnquiry' || button.key === 'testDrive' ? (
    <LeadDialogLink
      kind={DIALOG_FORMS[button.key]}
      subject={{ car: carId }}
      href={button.href}
      title={button.label}
      className={buttonLinkClass(VARIANT_OF[button.key])}
    >
      {button.label}
    </LeadDialogLink>
  ) : (
    <ButtonLink href={button.href} variant={VARIANT_OF[button.key]} prefetch={false}>
      {button.label}
    </ButtonLink>
  );
}

/**
 * C-58: the card's action buttons, in the order the domain gives. On a phone the first is the one action in
 * view and the rest wait behind 'More' (a native disclosure: it opens without a script), so two cards fit a
 * screen (decision 055); from the small breakpoint up the disclosure's content shows in place of its summary
 * (globals.css), so each button is written once.
 */
export function CardButtons({
  buttons,
  carId,
  carTitle,
}: {
  buttons: readonly CardButtonDto[];
  carId: number;
  carTitle: string;
}) {
  const [first, ...rest] = buttons;
  if (!first) return null;
  return (
    <div data-testid="card-buttons" className="card-actions">
      <CardButton button={first} carId={carId} />
      {rest.length > 0 ? (
        <details className="card-more">
          <summary className={buttonLinkClass('outline')}>
            More<span className="sr-only"> actions for {carTitle}</span>
          </summary>
          <div className="card-more-menu">
            {rest.map((button) => (
              <CardButton key={button.key} button={button} carId={carId} />
            ))}
          </div>
        </details>
      ) : null}
    </div>
  );
}
