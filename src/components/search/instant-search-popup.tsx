import { formatMoney } from '@/domain/format/money';
import type { InstantSearchResponse } from '@/domain/search/instant-search';
import type { InstantSearchSnapshot } from './instant-search-client';
import type { InstantOption } from './instant-search-model';
import { InstantSearchOptionContent } from './instant-search-option';

export const INSTANT_SEARCH_ERROR = 'Search is unavailable right now.';

type PopupProps = {
  hidden: boolean;
  listboxId: string;
  optionId: (index: number) => string;
  options: InstantOption[];
  active: number;
  snapshot: InstantSearchSnapshot;
  onChoose: (option: InstantOption) => void;
  onHover: (index: number) => void;
};

export function statusText({ status, response, query }: InstantSearchSnapshot): string | null {
  if (status === 'loading') return 'Searching…';
  if (status === 'error') return INSTANT_SEARCH_ERROR;
  if (status === 'ready' && response?.query === query && response.hits.length === 0) return 'No cars match.';
  return null;
}

function priceText(response: InstantSearchResponse | null): string | null {
  const range = response?.price;
  if (!range || range.max <= 0) return null;
  return `Prices ${formatMoney(range.min)} to ${formatMoney(range.max)}`;
}

/** The open box: status line, the listbox (cars, body shortcuts, See all) and the price range of the matches. */
export function InstantSearchPopup(props: PopupProps) {
  const { hidden, listboxId, optionId, options, active, snapshot, onChoose, onHover } = props;
  const status = statusText(snapshot);
  const prices = snapshot.status === 'ready' ? priceText(snapshot.response) : null;
  return (
    <div
      hidden={hidden}
      className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border border-foreground/15 bg-background text-foreground shadow-lg"
    >
      {status ? (
        <p className="border-b border-foreground/10 px-3 py-2 text-sm" data-testid="instant-search-status">
          {status}
        </p>
      ) : null}
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Search suggestions"
        className="max-h-[70dvh] overflow-y-auto py-1"
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keep focus in the text box: the combobox owns focus, options are only pointed at.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(option)}
            onMouseMove={() => onHover(index)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${index === active ? 'bg-primary text-primary-foreground' : ''} ${option.kind !== 'hit' && options[index - 1]?.kind === 'hit' ? 'border-t border-foreground/10' : ''}`}
          >
            <InstantSearchOptionContent option={option} />
          </li>
        ))}
      </ul>
      {prices ? <p className="border-t border-foreground/10 px-3 py-2 text-sm">{prices}</p> : null}
    </div>
  );
}
