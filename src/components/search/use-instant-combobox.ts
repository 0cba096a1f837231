'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { InstantSearchResponse } from '@/domain/search/instant-search';
import { instantOptions, moveActive, type InstantOption } from './instant-search-model';
import { useInstantSearch } from './use-instant-search';

type ComboboxOptions = {
  searchPath: string;
  /** After leaving for a chosen option. */
  onNavigate?: () => void;
  /** Escape with the list already closed. */
  onEscape?: () => void;
};

/** The option the arrows point at (-1: none). */
function useActiveOption(response: InstantSearchResponse | null) {
  const [active, setActive] = useState(-1);
  const [shownResponse, setShownResponse] = useState(response);
  // A new answer reorders the options: an index pointed at before would now name a different one.
  if (response !== shownResponse) {
    setShownResponse(response);
    setActive(-1);
  }
  return [active, setActive] as const;
}

type KeyState = {
  isExpanded: boolean;
  active: number;
  options: InstantOption[];
  setIsOpen: (open: boolean) => void;
  setActive: (index: number) => void;
  choose: (option: InstantOption) => void;
  onEscape?: () => void;
};

/** ArrowUp/Down open the list and move the pointed option, Enter opens it, Escape closes the list. */
function handleComboboxKey(event: KeyboardEvent<HTMLInputElement>, box: KeyState) {
  const { isExpanded, active, options, setIsOpen, setActive } = box;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    setIsOpen(true);
    setActive(moveActive(isExpanded ? active : -1, event.key, options.length));
  } else if (event.key === 'Enter' && isExpanded && options[active]) {
    event.preventDefault();
    box.choose(options[active]);
  } else if (event.key === 'Escape') {
    event.stopPropagation();
    if (isExpanded) {
      setIsOpen(false);
      setActive(-1);
    } else box.onEscape?.();
  }
}

/**
 * The instant search box's combobox state (APG): the typed text, whether the list is open, the option the
 * arrows point at, the ids that tie the box to the list, and the box's keyboard handling.
 */
export function useInstantCombobox({ searchPath, onNavigate, onEscape }: ComboboxOptions) {
  const router = useRouter();
  const { snapshot, update } = useInstantSearch();
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useActiveOption(snapshot.response);
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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    handleComboboxKey(event, { isExpanded, active, options, setIsOpen, setActive, choose, onEscape });

  const onTextChange = (value: string) => {
    setText(value);
    setIsOpen(true);
    setActive(-1);
    update(value);
  };

  return {
    snapshot,
    text,
    isOpen,
    setIsOpen,
    active,
    setActive,
    options,
    isExpanded,
    baseId,
    listboxId,
    optionId,
    activeId,
    choose,
    onKeyDown,
    onTextChange,
  };
}
