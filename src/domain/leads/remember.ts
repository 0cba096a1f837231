import { toText } from './field-values';

export type RememberedDetails = { name: string; email: string; phone: string };

/**
 * H-17 / decision 3: the details a browser may keep to prefill later forms, only when name, email and
 * phone are all present. As typed, so the prefilled form shows what the buyer wrote.
 */
export function detailsToRemember(values: Readonly<Record<string, unknown>>): RememberedDetails | null {
  const name = toText(values.name);
  const email = toText(values.email);
  const phone = toText(values.phone);
  return name && email && phone ? { name, email, phone } : null;
}
