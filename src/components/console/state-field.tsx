import { AU_STATES } from '@/domain/console/settings/location';
import { ConsoleField, consoleControl } from './console-field';

/** An address's state, as the locations table keeps it ('QLD'), or none given. */
export function StateField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (state: string) => void;
}) {
  return (
    <ConsoleField id={id} label="State" error={error}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={consoleControl(error)}
      >
        <option value="">Not given</option>
        {AU_STATES.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </select>
    </ConsoleField>
  );
}
