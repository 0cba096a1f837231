'use client';

import Form from 'next/form';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import { instantOptions, moveActive, type InstantOption } from './instant-search-model';
import { InstantSearchPopup, statusText } from './instant-search-popup';
import { useInstantSearch } from './use-instant-search';

type InstantSearchProps = {
  /** The site's search page (`search.path`): where the form submits the text as `?query=`. */
  searchPath: string;
  autoFocus?: boolean;
  /** After leaving for a chosen option or the search page (the header closes its panel). */
  onNavigate?: () => void;
  /** Escape with the list already closed (the header closes its panel). */
  onEscape?: () => void;
};

function announcement(snapshot: ReturnType<typeof useInstantSearch>['snapshot']): string {
  const status = statusText(snapshot);
  if (status || snapshot.status !== 'ready' || !snapshot.response) return status ?? '';
  const count = snapshot.response.hits.length;
  return `${count} ${count === 1 ? 'car' : 'cars'} found`;
}

/**
 * The header's instant search (C-95..C-99) as an APG combobox: the text box keeps focus, ArrowUp/Down point
 * at an option (aria-activedescendant), Enter opens it, Escape closes the list. Enter with nothing pointed at
 * submits the GET form to the search page, which also works before the script loads.
 */
export function InstantSearch({ searchPath, autoFocus, onNavigate, onEscape }: InstantSearchProps) {
  const router = useRouter();
  const { snapshot, update } = useInstantSearch();
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shownResponse, setShownResponse] = useState(snapshot.response);
  // A new answer reorders the options: an index pointed at before would now name a different one.
  if (snapshot.response !== shownResponse) {
    setShownResponse(snapshot.response);
    setActive(-1);
  }
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const options = instantOptions(snapshot, searchPath);
  const isExpanded = isOpen && options.length > 0;
  const activeId = isExpanded && active >= 0 ? optionId(active) : undefined;

  // The list scrolls on small screens: keep the option the arrows point at in view.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const choose = (option: InstantOption) => {
    setIsOpen(false);
    setActive(-1);
    router.push(option.href);
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      setActive(moveActive(isExpanded ? active : -1, event.key, options.length));
    } else if (event.key === 'Enter' && isExpanded && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      if (isExpanded) {
        setIsOpen(false);
        setActive(-1);
      } else onEscape?.();
    }
  };

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
        aria-activedescendant={activeId}
        autoComplete="off"
        autoFocus={autoFocus}
        maxLength={100}
        value={text}
        placeholder="Search make, model, keyword…"
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActive(-1);
          update(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        className="min-h-11 w-full rounded-md border border-foreground/20 bg-background px-3 text-sm text-foreground"
      />
      <button
        type="submit"
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:opacity-90"
      >
        <Icon name="search" className="size-4" />
        Search
      </button>
      <p role="status" className="sr-only">
        {isOpen ? announcement(snapshot) : ''}
      </p>
      {/* Always in the DOM, so aria-controls names an element even while the list is closed. */}
      <InstantSearchPopup
        hidden={!isExpanded}
        listboxId={listboxId}
        optionId={optionId}
        options={options}
        active={active}
        snapshot={snapshot}
        onChoose={choose}
        onHover={setActive}
      />
    </Form>
  );
}
