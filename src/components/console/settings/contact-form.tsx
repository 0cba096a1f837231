'use client';

import { useState, type FormEvent } from 'react';
import { ConsoleField, consoleControl } from '../console-field';
import { SaveDraftButton } from './save-draft-button';
import { useSettingsDraft } from './use-settings-draft';
import { LiveControls } from '@/components/ui/live-controls';

export type ContactValues = {
  address: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
};

const FIELDS = [
  { key: 'address', label: 'Address shown in the footer', maxLength: 300 },
  { key: 'facebookUrl', label: 'Facebook page address', maxLength: 300 },
  { key: 'instagramUrl', label: 'Instagram profile address', maxLength: 300 },
] as const;

/** The contact section's form: what the footer of every page says (each location's own details are its page's). */
export function ContactForm({ initial }: { initial: ContactValues }) {
  const [values, setValues] = useState({
    address: initial.address ?? '',
    facebookUrl: initial.facebookUrl ?? '',
    instagramUrl: initial.instagramUrl ?? '',
  });
  const draft = useSettingsDraft('contact');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void draft.save(values);
  };
  return (
    <form onSubmit={submit} noValidate className="max-w-xl">
      <LiveControls className="space-y-4">
        {FIELDS.map(({ key, label, maxLength }) => {
          const id = `contact-${key}`;
          const error = draft.errorAt(key);
          return (
            <ConsoleField key={key} id={id} label={label} error={error}>
              <input
                id={id}
                value={values[key]}
                maxLength={maxLength}
                inputMode={key === 'address' ? undefined : 'url'}
                onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
                aria-invalid={error ? true : undefined}
                className={consoleControl(error)}
              />
            </ConsoleField>
          );
        })}
        <SaveDraftButton busy={draft.busy} error={draft.error} done={draft.done} />
      </LiveControls>
    </form>
  );
}
