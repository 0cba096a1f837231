'use client';

import type { FormEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import { useDraft } from '@/components/ui/use-draft';
import { applyNearInput } from '@/domain/search/near';
import type { NearFormDto } from '@/domain/search/page/types';
import { HiddenInputs } from './hidden-inputs';
import { NearMessageLine, NearPostcodeField, NearRadiusField } from './near-form-fields';
import { useSearchControls } from './search-controls';

const parseRadius = (value: string): number | null => (value === '' ? null : Number(value));

/**
 * Near me (decision 054): a postcode and how far the buyer will travel. A GET form that works without a
 * script; with one, the page updates in place. A cleared postcode searches everywhere again.
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
      <NearPostcodeField
        value={postcode}
        onChange={setPostcode}
        messageId={messageId}
        isProblem={near.message?.kind === 'problem'}
      />
      <NearRadiusField value={radius} onChange={onRadius} />
      <button type="submit" className="btn btn-outline">
        <Icon name="map-pin" />
        Search near me
      </button>
      {near.message ? <NearMessageLine message={near.message} /> : null}
    </form>
  );
}
