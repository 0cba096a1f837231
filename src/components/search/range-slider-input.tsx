import { useId, useState } from 'react';

type RangeSliderInputProps = {
  /** 'Min' or 'Max': the visible label. */
  name: string;
  /** The slider's label, read after the name by screen readers ('Min price'). */
  label: string;
  value: number;
  disabled: boolean;
  /** The typed text, on Enter or blur; the slider decides whether it applies. */
  onApply: (text: string) => void;
};

/**
 * A Min/Max box of the range slider, styled by `.range-boxes` around it (globals.css: four sliders on every
 * search page). It shows the handle's value until the buyer types; the draft is handed
 * over on Enter or blur and then dropped, so an ignored value reverts to the handle (C-46). Escape reverts too.
 */
export function RangeSliderInput({ name, label, value, disabled, onApply }: RangeSliderInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  const apply = () => {
    if (draft === null) return;
    setDraft(null);
    onApply(draft);
  };
  return (
    <div>
      <label htmlFor={id}>
        {name}
        <span className="sr-only">{` ${label.toLowerCase()}`}</span>
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // Inside a GET form, Enter would also submit it.
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            setDraft(null);
          }
        }}
      />
    </div>
  );
}
