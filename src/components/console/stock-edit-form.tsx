'use client';

import { useState, type FormEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import {
  COMMENTS_MAX_LENGTH,
  STOCK_STATE_LABELS,
  STOCK_STATES,
  TAG_MAX_LENGTH,
  type StockState,
} from '@/domain/console/stock-edit';
import { ConsoleField, consoleControl } from './console-field';
import { FormStatus } from './form-status';
import { useConsolePost } from './use-console-post';
import { LiveControls } from '@/components/ui/live-controls';

export type EditableCar = {
  id: number;
  price: number;
  state: StockState;
  tag: string | null;
  comments: string | null;
};

/** Whole dollars as typed ('$31,990' or '31990'); anything else goes to the server as typed, to be refused there. */
function priceValue(text: string): number | string {
  const digits = text.replace(/[$,\s]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : text;
}

/** The car's price, status, tag and comments: saved together; the page's history shows who changed what. */
export function StockEditForm({ car }: { car: EditableCar }) {
  const [price, setPrice] = useState(String(car.price));
  const [state, setState] = useState<StockState>(car.state);
  const [tag, setTag] = useState(car.tag ?? '');
  const [comments, setComments] = useState(car.comments ?? '');
  const action = useConsolePost('/api/console/stock/edit');
  const errors = action.fieldErrors;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.post({ vehicleId: car.id, price: priceValue(price), state, tag, comments }, (answer) =>
      answer.changed === 0 ? 'Nothing changed.' : 'Saved. Public search shows the change within seconds.',
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <LiveControls className="space-y-4">
        <ConsoleField id="stock-price" label="Price (whole dollars)" error={errors.price}>
          <input
            id="stock-price"
            inputMode="numeric"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            aria-invalid={errors.price ? true : undefined}
            className={consoleControl(errors.price)}
          />
        </ConsoleField>
        <ConsoleField id="stock-state" label="Status" error={errors.state}>
          <select
            id="stock-state"
            value={state}
            onChange={(event) => setState(event.target.value as StockState)}
            className={consoleControl(errors.state)}
          >
            {STOCK_STATES.map((value) => (
              <option key={value} value={value}>
                {STOCK_STATE_LABELS[value]}
              </option>
            ))}
          </select>
        </ConsoleField>
        <ConsoleField
          id="stock-tag"
          label="Tag (shown on the car's card, e.g. 'Price drop')"
          error={errors.tag}
        >
          <input
            id="stock-tag"
            value={tag}
            maxLength={TAG_MAX_LENGTH}
            onChange={(event) => setTag(event.target.value)}
            aria-invalid={errors.tag ? true : undefined}
            className={consoleControl(errors.tag)}
          />
        </ConsoleField>
        <ConsoleField id="stock-comments" label="Dealer comments" error={errors.comments}>
          <textarea
            id="stock-comments"
            value={comments}
            rows={8}
            maxLength={COMMENTS_MAX_LENGTH}
            onChange={(event) => setComments(event.target.value)}
            aria-invalid={errors.comments ? true : undefined}
            className={consoleControl(errors.comments)}
          />
        </ConsoleField>
        <button type="submit" disabled={action.locked} className="btn btn-primary">
          {action.busy ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
          Save changes
        </button>
        <FormStatus error={action.error} done={action.done} />
      </LiveControls>
    </form>
  );
}
