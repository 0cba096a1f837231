'use client';

import { useState, type FormEvent } from 'react';
import { PROMOTION_POSITION_MAX, type PromotionSettings } from '@/domain/console/settings/promotion';
import { CAR_TYPES } from '@/domain/search/car-type-routes';
import { InlineAlert } from '@/components/ui/inline-alert';
import { DraftTextField } from './draft-text-field';
import { SaveDraftButton } from './save-draft-button';
import { useSettingsDraft } from './use-settings-draft';
import { LiveControls } from '@/components/ui/live-controls';

type CarType = (typeof CAR_TYPES)[number];
const CAR_TYPE_LABELS: Record<CarType, string> = { new: 'New cars', used: 'Used cars', demo: 'Demo cars' };

type TextKey = 'title' | 'body' | 'imageUrl' | 'url' | 'buttonText' | 'start' | 'expiry' | 'position';

/** A promotion card's form (K-14..K-17): its content, when it runs, its place and the searches it shows on. */
export function PromotionForm({ section, initial }: { section: string; initial: PromotionSettings }) {
  const [values, setValues] = useState<Record<TextKey, string>>({
    title: initial.title,
    body: initial.body ?? '',
    imageUrl: initial.imageUrl ?? '',
    url: initial.url,
    buttonText: initial.buttonText,
    start: initial.start,
    expiry: initial.expiry,
    position: String(initial.position),
  });
  const [display, setDisplay] = useState<CarType[]>(initial.display);
  const [strictDisplay, setStrict] = useState(initial.strictDisplay);
  const draft = useSettingsDraft(section);
  const field = (key: TextKey) => ({
    id: `promotion-${key}`,
    error: draft.errorAt(key),
    value: values[key],
    onChange: (value: string) => setValues((current) => ({ ...current, [key]: value })),
  });
  const toggle = (type: CarType, on: boolean) =>
    setDisplay((current) => (on ? [...current, type] : current.filter((entry) => entry !== type)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty or non-numeric position goes as NaN: the server names the problem.
    const position = values.position.trim() === '' ? Number.NaN : Number(values.position);
    void draft.save({ ...values, position, display, strictDisplay });
  };
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
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">Show on searches for</legend>
          <p className="text-sm text-muted">None ticked: every search.</p>
          {CAR_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={display.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
                className="size-4"
              />
              {CAR_TYPE_LABELS[type]}
            </label>
          ))}
          <InlineAlert message={draft.errorAt('display') ?? null} />
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              checked={strictDisplay}
              onChange={(event) => setStrict(event.target.checked)}
              className="size-4"
            />
            Strict: only when every car type the buyer chose is ticked here
          </label>
        </fieldset>
        <SaveDraftButton busy={draft.busy} error={draft.error} done={draft.done} />
      </LiveControls>
    </form>
  );
}
