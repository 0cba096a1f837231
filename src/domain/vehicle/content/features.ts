/** The columns the feature lists read (vehicles.standard_equipment and vehicles.features). */
export type FeaturesCar = { standardEquipment: readonly string[]; features: readonly string[] };

export type FeatureList = { key: 'standardEquipment' | 'features'; title: string; items: string[] };

/** Trimmed, without blanks, each item once (feeds repeat items across categories). */
function clean(items: readonly string[]): string[] {
  return [...new Set(items.map((item) => item.trim()).filter(Boolean))];
}

/**
 * D-30 `featureLists(car)`: the standard equipment, then the options fitted to this car (the `features`
 * column); an empty list is left out. Each list collapses to its first 8 items on its own (N-6).
 */
export function featureLists(car: FeaturesCar): FeatureList[] {
  const lists: FeatureList[] = [
    { key: 'standardEquipment', title: 'Standard Equipment', items: clean(car.standardEquipment) },
    { key: 'features', title: 'Optional Features', items: clean(car.features) },
  ];
  return lists.filter((list) => list.items.length > 0);
}
