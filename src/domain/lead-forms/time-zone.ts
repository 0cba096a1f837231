/**
 * Each Australian state's IANA zone. A group site spans states (a Brisbane site with a Penrith yard), so a
 * location's wall-clock hours are read in its own state's zone, not the site's.
 */
const ZONE_BY_STATE: Readonly<Record<string, string>> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
};

/** The location's zone from its state ('nsw', ' NSW '), or the site's zone when the state is unknown. */
export function timeZoneForState(state: string | null | undefined, fallback: string): string {
  const key = state?.trim().toUpperCase() ?? '';
  return ZONE_BY_STATE[key] ?? fallback;
}
