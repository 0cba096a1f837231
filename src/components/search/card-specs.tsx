import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';
import type { SearchCardDto } from '@/domain/search/page/types';

type Specs = NonNullable<SearchCardDto['specs']>;

export function CardSpecs({ specs }: { specs: Specs }) {
  const items: { key: string; icon: IconName; text: string | null | undefined }[] = [
    { key: 'km', icon: 'gauge', text: specs.km },
    { key: 'transmission', icon: 'settings-2', text: specs.transmission },
    { key: 'fuel', icon: 'fuel', text: specs.fuel },
    { key: 'condition', icon: 'car', text: specs.condition },
  ];
  return (
    <ul className="card-specs">
      {items.map(({ key, icon, text }) =>
        text ? (
          <li key={key}>
            <Icon name={icon} />
            {text}
          </li>
        ) : null,
      )}
    </ul>
  );
}
