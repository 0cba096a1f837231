'use client';

import { PROMOTION_POSITION_MAX, type PromotionSettings } from '@/domain/console/settings/promotion';
import { DraftTextField } from './draft-text-field';
import { PromotionDisplayFieldset } from './promotion-display-fieldset';
import { SaveDraftButton } from './save-draft-button';
import { usePromotionForm } from './use-promotion-form';
import { LiveControls } from '@/components/ui/live-controls';

/** A promotion card's form (K-14..K-17): its content, when it runs, its place and the searches it shows on. */
export function PromotionForm({ section, initial }: { section: string; initial: PromotionSettings }) {
  const { draft, field, display, toggle, strictDisplay, setStrict, submit } = usePromotionForm(
    section,
    initial,
  );
  return (
    <form onSubmit={submit} noValidate className="max-w-3xl">
      <LiveControls className="space-y-4">
        <DraftTextField label="Title" maxLength={80} {...field('title')} />
        <DraftTextField label="Text (optional)" maxLength={300} rows={3} {...field('body')} />
        <DraftTextField
          label="Picture address (optional)"
          hint="An https:// address, or a path on this site such as /media/promo.jpg."
          maxLength={500}
          {...field('imageUrl')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <DraftTextField
            label="Button goes to"
            hint="A path on this site, like /service, or an https:// address."
            maxLength={500}
            {...field('url')}
          />
          <DraftTextField label="Button text" maxLength={40} {...field('buttonText')} />
          <DraftTextField
            label="Starts (site time)"
            type="datetime-local"
            maxLength={16}
            {...field('start')}
          />
          <DraftTextField
            label="Ends (site time)"
            type="datetime-local"
            maxLength={16}
            {...field('expiry')}
          />
          <DraftTextField
            label="Place among the results"
            hint={`1 is before the first car; up to ${PROMOTION_POSITION_MAX}.`}
            type="number"
            maxLength={3}
            {...field('position')}
          />
        </div>
        <PromotionDisplayFieldset
          display={display}
          onToggle={toggle}
          strictDisplay={strictDisplay}
          onStrict={setStrict}
          error={draft.errorAt('display') ?? null}
        />
        <SaveDraftButton busy={draft.busy} error={draft.error} done={draft.done} />
      </LiveControls>
    </form>
  );
}
