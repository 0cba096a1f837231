'use client';

import { useState, type FormEvent } from 'react';
import type { OfferSettings } from '@/domain/console/settings/offer';
import { FINANCE_OFFER_CATEGORY } from '@/domain/offers/offer-text';
import { DraftTextField } from './draft-text-field';
import { SaveDraftButton } from './save-draft-button';
import { useSettingsDraft } from './use-settings-draft';
import { LiveControls } from '@/components/ui/live-controls';

/** An offer's form (K-3..K-10): name, category, description, disclaimer, picture and last day. */
export function OfferForm({ section, initial }: { section: string; initial: OfferSettings }) {
  const [values, setValues] = useState({
    name: initial.name,
    category: initial.category ?? '',
    description: initial.description ?? '',
    disclaimer: initial.disclaimer ?? '',
    imageUrl: initial.imageUrl ?? '',
    expiry: initial.expiry ?? '',
  });
  const draft = useSettingsDraft(section);
  const field = (key: keyof typeof values) => ({
    id: `offer-${key}`,
    error: draft.errorAt(key),
    value: values[key],
    onChange: (value: string) => setValues((current) => ({ ...current, [key]: value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void draft.save(values);
  };
  return (
    <form onSubmit={submit} noValidate className="max-w-3xl">
      <LiveControls className="space-y-4">
        <DraftTextField label="Name" maxLength={120} {...field('name')} />
        <DraftTextField
          label="Category (optional)"
          hint={`Shown as a badge, like Service offer. “${FINANCE_OFFER_CATEGORY}” may show its disclaimer in full.`}
          maxLength={60}
          {...field('category')}
        />
        <DraftTextField
          label="Description"
          hint="Plain text. Cards and the offer’s page show the first 160 characters, then View more."
          maxLength={5000}
          rows={6}
          {...field('description')}
        />
        <DraftTextField label="Disclaimer (optional)" maxLength={5000} rows={4} {...field('disclaimer')} />
        <DraftTextField
          label="Picture address (optional)"
          hint="An https:// address, or a path on this site such as /media/offer.jpg."
          maxLength={500}
          {...field('imageUrl')}
        />
        <DraftTextField
          label="Last day (optional)"
          hint="The offer shows until the end of this day, site time. Empty runs until you remove it."
          type="date"
          maxLength={10}
          {...field('expiry')}
        />
        <SaveDraftButton busy={draft.busy} error={draft.error} done={draft.done} />
      </LiveControls>
    </form>
  );
}
