import type { LeadFormKind, SelectOption } from '@/domain/leads';
import type { FormCar, FormLocation } from './queries';

/** J-2: a location type of '' means sales. */
export function isSalesLocation(location: FormLocation): boolean {
  return location.locationType === 'sales' || location.locationType === '';
}

export const bySlug = (location: FormLocation): SelectOption => ({
  value: location.slug,
  label: location.name,
});
const byId = (location: FormLocation): SelectOption => ({ value: String(location.id), label: location.name });

/**
 * The 'Test Drive Location' options (H-31), valued by location id so the choice is also where the slots
 * come from. With a car: its own yard and the yards it can be brought to, when it has any (H-31 proposal,
 * with the car's own yard kept first). Without a car: the site's sales yards when there are several.
 */
export function testDriveLocationOptions(
  car: FormCar | null,
  locations: readonly FormLocation[],
  distributionIds: readonly number[],
): SelectOption[] {
  if (car) {
    if (distributionIds.length === 0) return [];
    const own = locations.filter((location) => location.id === car.locationId);
    const others = locations.filter(
      (location) => location.id !== car.locationId && distributionIds.includes(location.id),
    );
    return [...own, ...others].map(byId);
  }
  const sales = locations.filter(isSalesLocation);
  return sales.length > 1 ? sales.map(byId) : [];
}

/** The select whose choice names the lead's location, if the form has one. */
export function locationFieldName(kind: LeadFormKind): string | null {
  switch (kind) {
    case 'test_drive':
      return 'distribution_location';
    case 'enquiry':
    case 'finance':
    case 'service':
      return 'location';
    default:
      return null;
  }
}

/** Option value → location id, for the options a select actually offers. */
export function locationIdsByValue(
  options: readonly SelectOption[],
  locations: readonly FormLocation[],
): Record<string, number> {
  const ids: Record<string, number> = {};
  for (const option of options) {
    const location = locations.find(
      (entry) => entry.slug === option.value || String(entry.id) === option.value,
    );
    if (location) ids[option.value] = location.id;
  }
  return ids;
}
