import { featureLists, type FeaturesCar } from '@/domain/vehicle/content/features';
import { FEATURES_VISIBLE } from '@/domain/vehicle/specs/limits';
import { FeatureList } from './feature-list';
import { SectionFrame } from './section-frame';

export type FeaturesSectionProps = {
  /** vehicles.standard_equipment and vehicles.features. */
  car: FeaturesCar;
};

/** D-30: Standard Equipment and Optional Features, each 8 items then 'Show All' / 'Hide'; absent when empty. */
export function FeaturesSection({ car }: FeaturesSectionProps) {
  const lists = featureLists(car);
  if (lists.length === 0) return null;
  return (
    <SectionFrame id="vehicle-features" title="Features">
      <div className="grid gap-6">
        {lists.map((list) => (
          <div key={list.key}>
            <h3 className="mb-2 font-semibold">{list.title}</h3>
            <FeatureList id={`features-${list.key}`} items={list.items} visibleCount={FEATURES_VISIBLE} />
          </div>
        ))}
      </div>
    </SectionFrame>
  );
}
