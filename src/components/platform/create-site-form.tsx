'use client';

import { useState, type FormEvent } from 'react';
import { ConsoleField, consoleControl } from '@/components/console/console-field';
import { FormStatus } from '@/components/console/form-status';
import { StateField } from '@/components/console/state-field';
import { useConsolePost } from '@/components/console/use-console-post';
import { Icon } from '@/components/ui/icon';

const SITE_FIELDS = [
  { key: 'name', label: 'Dealer name', hint: 'As buyers see it, e.g. Riverside Motors' },
  { key: 'slug', label: 'Site address name', hint: 'Lower-case letters, digits and hyphens: riverside' },
  { key: 'host', label: 'Dealer’s own domain (optional)', hint: 'www.riversidemotors.com.au' },
  {
    key: 'ownerEmail',
    label: 'Owner’s email (optional)',
    hint: 'They are emailed an invitation to the console',
  },
] as const;

const YARD_FIELDS = [
  { key: 'name', label: 'Yard name (optional: the dealer name)' },
  { key: 'street', label: 'Street address' },
  { key: 'city', label: 'Suburb or town' },
  { key: 'postcode', label: 'Postcode' },
  { key: 'phone', label: 'Phone' },
  { key: 'email', label: 'Yard email' },
] as const;

type Created = {
  platformUrl: string;
  consoleUrl: string;
  invitation: { email: string; sent: boolean } | null;
};

/** Blank optional fields are left out: the server reads an empty string as a value to check. */
const filled = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));

/** The platform's new-site form: who the dealer is, where the site answers, its owner and its first yard. */
export function CreateSiteForm() {
  const [site, setSite] = useState<Record<string, string>>({ name: '', slug: '', host: '', ownerEmail: '' });
  const [yard, setYard] = useState<Record<string, string>>({ state: '' });
  const action = useConsolePost('/api/platform/sites');
  const created = action.answer as Created | null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.post({ ...filled(site), yard: filled(yard) }, () => 'Site created.');
  };
  const text = (
    group: 'site' | 'yard',
    field: { key: string; label: string; hint?: string },
    values: Record<string, string>,
    set: (change: (current: Record<string, string>) => Record<string, string>) => void,
  ) => {
    const id = `${group}-${field.key}`;
    const error = action.fieldErrors[group === 'site' ? field.key : `yard.${field.key}`];
    return (
      <ConsoleField key={id} id={id} label={field.label} hint={field.hint} error={error}>
        <input
          id={id}
          value={values[field.key] ?? ''}
          onChange={(event) => set((current) => ({ ...current, [field.key]: event.target.value }))}
          aria-describedby={field.hint ? `${id}-hint` : undefined}
          aria-invalid={error ? true : undefined}
          className={consoleControl(error)}
        />
      </ConsoleField>
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">The site</legend>
        {SITE_FIELDS.map((field) => text('site', field, site, setSite))}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">First sales yard</legend>
        {YARD_FIELDS.map((field) => text('yard', field, yard, setYard))}
        <StateField
          id="yard-state"
          value={yard.state ?? ''}
          error={action.fieldErrors['yard.state']}
          onChange={(state) => setYard((current) => ({ ...current, state }))}
        />
      </fieldset>
      <button type="submit" disabled={action.locked} className="btn btn-primary">
        {action.busy ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
        {action.busy ? 'Creating…' : 'Create the site'}
      </button>
      <FormStatus error={action.error} done={action.done} />
      {created ? (
        <div className="space-y-1 rounded-lg border border-foreground/15 p-4 text-sm">
          <p>
            It answers at{' '}
            <a href={created.platformUrl} className="font-semibold text-primary underline">
              {created.platformUrl}
            </a>
            .
          </p>
          <p>
            Its console:{' '}
            <a href={created.consoleUrl} className="text-primary underline">
              {created.consoleUrl}
            </a>
          </p>
          {created.invitation ? (
            <p>
              {created.invitation.sent
                ? `${created.invitation.email} was emailed an invitation as its owner.`
                : `${created.invitation.email} is its owner, but the invitation email failed: they can sign in at its console.`}
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
