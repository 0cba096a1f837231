'use client';

import { useState, type FormEvent } from 'react';
import { THEME_COLOR_FIELDS, type ThemeColorKey, type ThemeColors } from '@/domain/console/settings/branding';
import { ConsoleField, consoleControl } from '../console-field';
import { SaveDraftButton } from './save-draft-button';
import { useSettingsDraft } from './use-settings-draft';
import { LiveControls } from '@/components/ui/live-controls';

export type BrandingValues = { name: string; logoUrl: string | null; colors: ThemeColors };

const HEX = /^#[0-9a-f]{6}$/i;

/** One theme colour: typed as #rrggbb (a brand guide gives them so), with the browser's picker beside it. */
function ColorField({
  field,
  value,
  error,
  onChange,
}: {
  field: { key: ThemeColorKey; label: string };
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = `branding-${field.key}`;
  return (
    <ConsoleField id={id} label={field.label} error={error}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${field.label}: colour picker`}
          value={HEX.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded border border-foreground/20 bg-transparent"
        />
        <input
          id={id}
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value.trim())}
          aria-invalid={error ? true : undefined}
          className={`${consoleControl(error)} font-mono`}
        />
      </div>
    </ConsoleField>
  );
}

/** The branding section's form: the name buyers see, the logo and the theme's colours. */
export function BrandingForm({ initial }: { initial: BrandingValues }) {
  const [name, setName] = useState(initial.name);
  const [logoUrl, setLogoUrl] = useState(initial.logoUrl ?? '');
  const [colors, setColors] = useState<ThemeColors>(initial.colors);
  const draft = useSettingsDraft('branding');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void draft.save({ name, logoUrl, colors });
  };
  return (
    <form onSubmit={submit} noValidate>
      <LiveControls className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <ConsoleField id="branding-name" label="Site name" error={draft.errorAt('name')}>
            <input
              id="branding-name"
              value={name}
              maxLength={120}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={draft.errorAt('name') ? true : undefined}
              className={consoleControl(draft.errorAt('name'))}
            />
          </ConsoleField>
          <ConsoleField
            id="branding-logo"
            label="Logo address"
            hint="An https:// address, or a path on this site such as /logo.svg. Empty shows the site name."
            error={draft.errorAt('logoUrl')}
          >
            <input
              id="branding-logo"
              value={logoUrl}
              maxLength={500}
              onChange={(event) => setLogoUrl(event.target.value)}
              aria-describedby="branding-logo-hint"
              aria-invalid={draft.errorAt('logoUrl') ? true : undefined}
              className={consoleControl(draft.errorAt('logoUrl'))}
            />
          </ConsoleField>
        </div>
        <fieldset className="space-y-3">
          <legend className="text-lg font-bold">Colours</legend>
          <p className="text-sm text-muted">
            Each text colour must stand out from its background (contrast of at least 4.5:1), so every buyer
            can read it.
          </p>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {THEME_COLOR_FIELDS.map((field) => (
              <ColorField
                key={field.key}
                field={field}
                value={colors[field.key]}
                error={draft.errorAt(`colors.${field.key}`)}
                onChange={(value) => setColors((current) => ({ ...current, [field.key]: value }))}
              />
            ))}
          </div>
        </fieldset>
        <SaveDraftButton busy={draft.busy} error={draft.error} done={draft.done} />
      </LiveControls>
    </form>
  );
}
