/** A money amount or rate a record may leave out: present when it is a finite number, 0 or more. */
export function isPresentAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}
