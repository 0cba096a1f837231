'use client';

import Form from 'next/form';
import { Icon } from '@/components/ui/icon';
import type { InstantSearchSnapshot } from './instant-search-client';
import { InstantSearchPopup, statusText } from './instant-search-popup';
import { useInstantCombobox } from './use-instant-combobox';

type InstantSearchProps = {
  /** The site's search page (`search.path`): where the form submits the text as `?query=`. */
  searchPath: string;
  autoFocus?: boolean;
  /** After leaving for a chosen option or the search page (the header closes its panel). */
  onNavigate?: () => void;
  /** Escape with the list already closed (the header closes its panel). */
  onEscape?: () => void;
};

function announcement(snapshot: InstantSearchSnapshot): string {
  const status = statusText(snapshot);
  if (status || snapshot.status !== 'ready' || !snapshot.response) return status ?? '';
  const count = snapshot.response.hits.length;
  return `${count} ${count === 1 ? 'car' : 'cars'} found`;
}

function SearchSubmitButton() {
  return (
    <button
      type="submit"
      className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:opacity-90"
    >
      <Icon name="search" className="size-4" />
      Search
    </button>
  );
}

/**
 * The header's instant search (C-95..C-99) as an APG combobox: the text box keeps focus, ArrowUp/Down point
 * at an option (aria-activedescendant), Enter opens it, Escape closes the list. Enter with nothing pointed at
 * submits the GET form to the search page, which also works before the script loads.
 */
export function InstantSearch({ searchPath, autoFocus, onNavigate, onEscape }: InstantSearchProps) {
  const box = useInstantCombobox({ searchPath, onNavigate, onEscape });
  const { snapshot, isOpen, setIsOpen, isExpanded, baseId, listboxId } = box;

  return (
    <Form
      action={searchPath}
      role="search"
      aria-label="Search cars"
      className="relative flex gap-2"
      onSubmit={() => {
        setIsOpen(false);
        onNavigate?.();
      }}
    >
      <label htmlFor={`${baseId}-input`} className="sr-only">
        Search cars
      </label>
      <input
        id={`${baseId}-input`}
        type="text"
        name="query"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isExpanded}
        aria-controls={listboxId}
        aria-activedescendant={box.activeId}
        autoComplete="off"
        autoFocus={autoFocus}
        maxLength={100}
        value={box.text}
        placeholder="Search make, model, keyword…"
        onChange={(event) => box.onTextChange(event.target.value)}
        onKeyDown={box.onKeyDown}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        className="min-h-11 w-full rounded-md border border-foreground/20 bg-background px-3 text-sm text-foreground"
      />
      <SearchSubmitButton />
      <p role="status" className="sr-only">
        {isOpen ? announcement(snapshot) : ''}
      </p>
      {/* Always in the DOM, so aria-controls names an element even while the list is closed. */}
      <InstantSearchPopup
        hidden={!isExpanded}
        listboxId={listboxId}
        optionId={box.optionId}
        options={box.options}
        active={box.active}
        snapshot={snapshot}
        onChoose={box.choose}
        onHover={box.setActive}
      />
    </Form>
  );
}
