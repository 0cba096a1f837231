import { Car, Fuel, Gauge, Settings2 } from 'lucide-react';
import type { SearchCardDto } from '@/domain/search/page/types';

type Specs = NonNullable<SearchCardDto['specs']>;

export function CardSpecs({ specs }: { specs: Specs }) {
  const items = [
    { key: 'km', Icon: Gauge, text: specs.km },
    { key: 'transmission', Icon: Settings2, text: specs.transmission },
    { key: 'fuel', Icon: Fuel, text: specs.fuel },
    { key: 'condition', Icon: Car, text: specs.condition },
  ];
  return (
    <ul className="grid grid-cols-2 gap-1 text-sm text-muted">
      {items.map(({ key, Icon, text }) =>
        text ? (
          <li key={key} className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {text}
          </li>
        ) : null,
      )}
    </ul>
  );
}
