import { MAX_POSTCODE_LENGTH, RADIUS_OPTIONS_KM, radiusLabel } from '@/domain/search/near';
import type { NearFormDto } from '@/domain/search/page/types';

type NearMessage = NonNullable<NearFormDto['message']>;

type PostcodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The message under the form that describes the postcode, if any. */
  messageId: string | undefined;
  isProblem: boolean;
};

export function NearPostcodeField({ value, onChange, messageId, isProblem }: PostcodeFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="near-postcode" className="text-sm font-medium">
        Postcode
      </label>
      <input
        id="near-postcode"
        name="postcode"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={MAX_POSTCODE_LENGTH}
        placeholder="e.g. 4000"
        aria-describedby={messageId}
        aria-invalid={isProblem || undefined}
        className="min-h-11 w-28 rounded-md border border-foreground/20 bg-background px-3 text-sm"
      />
    </div>
  );
}

export function NearRadiusField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="near-radius" className="text-sm font-medium">
        Distance
      </label>
      <select
        id="near-radius"
        name="radius"
        value={value}
        onChange={(event) => onChange(event.target.value)}
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
  );
}

/** Where the postcode is ('Distances from …'), or why distance is ignored. */
export function NearMessageLine({ message }: { message: NearMessage }) {
  return (
    <p
      id="near-message"
      role="status"
      className={`w-full text-sm ${message.kind === 'problem' ? 'font-semibold text-red-700' : 'text-foreground/70'}`}
    >
      {message.kind === 'place' ? `Distances from ${message.text}` : message.text}
    </p>
  );
}
