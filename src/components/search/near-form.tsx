'use client';

import type { FormEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import { useDraft } from '@/components/ui/use-draft';
import { applyNearInput, radiusLabel, RADIUS_OPTIONS_KM, MAX_POSTCODE_LENGTH } from '@/domain/search/near';
import type { NearFormDto } from '@/domain/search/page/types';
import { HiddenInputs } from './hidden-inputs';
import { useSearchControls } from './search-controls';

const parseRadius = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * Near me (issue 17): a postcode and how far the buyer will travel. A GET form that works without a script;
 * with one, the page updates in place. A cleared postcode searches everywhere again.
 */
export function NearForm({ near }: { near: NearFormDto }) {
  const controls = useSearchControls();
  // Back/Forward or a chip changed the URL's postcode or radius: the fields show it.
  const [postcode, setPostcode] = useDraft(near.postcode);
  const [radius, setRadius] = useDraft(near.radiusKm === null ? '' : String(near.radiusKm));

  const apply = (nextPostcode: string, nextRadius: string) =>
    controls?.navigate(
      applyNearInput(
        controls.state,
        { postcode: nextPostcode, radiusKm: parseRadius(nextRadius) },
        near.defaultSortBy,
      ),
    );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!controls) return;
    event.preventDefault();
    apply(postcode, radius);
  };
  const onRadius = (value: string) => {
    setRadius(value);
    if (near.postcode !== '') apply(postcode, value);
  };
  const messageId = near.message ? 'near-message' : undefined;

  return (
    <form
      method="get"
      action={near.form.action}
      onSubmit={onSubmit}
      aria-label="Search near a postcode"
      className="flex flex-wrap items-end gap-2"
      data-testid="near-form"
    >
      <HiddenInputs pairs={near.form.hidden} />
      <div className="flex flex-col gap-1">
        <label htmlFor="near-postcode" className="text-sm font-medium">
          Postcode
        </label>
        <input
          id="near-postcode"
          name="postcode"
          value={postcode}
          onChange={(event) => setPostcode(event.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={MAX_POSTCODE_LENGTH}
          placeholder="e.g. 4000"
          aria-describedby={messageId}
          aria-invalid={near.message?.kind === 'problem' || undefined}
          className="min-h-11 w-28 rounded-md border border-foreground/20 bg-background px-3 text-sm"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="near-radius" className="text-sm font-medium">
          Distance
        </label>
        <select
          id="near-radius"
          name="radius"
          value={radius}
          onChange={(event) => onRadius(event.target.value)}
          className="min-h-11 rounded-md border border-foreground/20 bg-background px-3 text-sm"
        >
          <option value="">{radiusLabel(null)}</option>
          {RADIUS_OPTIONS_KM.map((km) => (
            <option key={km} value={km}>
              {radiusLabel(km)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-outline">
        <Icon name="map-pin" />
        Search near me
      </button>
      {near.message ? (
        <p
          id="near-message"
          role="status"
          className={`w-full text-sm ${near.message.kind === 'problem' ? 'font-semibold text-red-700' : 'text-foreground/70'}`}
        >
          {near.message.kind === 'place' ? `Distances from ${near.message.text}` : near.message.text}
        </p>
      ) : null}
    </form>
  );
}
