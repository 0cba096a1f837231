/**
 * The reference a buyer quotes on the phone and the dealer sees in the lead email: the first eight hex digits
 * of the lead's id, upper case ('3F2A9C1B'). It names a lead among one site's leads for people; it is never
 * used to look one up (the signed receipt is, decision 052).
 */
export function leadReference(leadId: string): string {
  return leadId.replaceAll('-', '').slice(0, 8).toUpperCase();
}
