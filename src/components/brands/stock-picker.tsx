'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { Icon } from '@/components/ui/icon';
import type { PickerOption } from '@/domain/catalogue/stock-pickers';
import { buttonLinkClass } from '@/components/ui/button-link';

type StockPickerProps = {
  label: string;
  placeholder: string;
  options: PickerOption[];
};

/**
 * L-13: one picker (a make, or a body type) that opens the chosen choice's stock search. The select is
 * required, so the browser says so when nothing is chosen.
 */
export function StockPicker({ label, placeholder, options }: StockPickerProps) {
  const router = useRouter();
  const selectId = useId();
  const [href, setHref] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only the offered searches: the value is always one of the options' own links.
    if (options.some((option) => option.href === href)) router.push(href);
  };
  return (
    <form onSubmit={onSubmit} aria-label={label} className="flex flex-col gap-2">
      <label htmlFor={selectId} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <select
          id={selectId}
          required
          value={href}
          onChange={(event) => setHref(event.target.value)}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-foreground/20 bg-background px-3 text-sm"
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.href} value={option.href}>
              {option.label}
            </option>
          ))}
        </select>
        <button type="submit" className={buttonLinkClass('primary')}>
          <Icon name="search" className="size-4" />
          Search
        </button>
      </div>
    </form>
  );
}
