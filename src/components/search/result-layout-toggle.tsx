'use client';

import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';

export type ResultLayout = 'grid' | 'carousel';

const OPTIONS: { layout: ResultLayout; label: string; icon: IconName }[] = [
  { layout: 'grid', label: 'Grid', icon: 'layout-grid' },
  { layout: 'carousel', label: 'Carousel', icon: 'gallery-horizontal' },
];

/** C-53: grid or carousel, as two pressed/unpressed buttons. */
export function ResultLayoutToggle({
  layout,
  onChange,
}: {
  layout: ResultLayout;
  onChange: (layout: ResultLayout) => void;
}) {
  return (
    <div role="group" aria-label="Show results as" className="flex gap-1">
      {OPTIONS.map(({ layout: option, label, icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={layout === option}
          onClick={() => onChange(option)}
          className={`inline-flex min-h-11 items-center gap-1 rounded-md border px-3 text-sm ${layout === option ? 'border-primary bg-primary text-primary-foreground' : 'border-foreground/20'}`}
        >
          <Icon name={icon} className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
