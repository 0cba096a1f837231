/** The offer layout already says what is missing (decision 021); the boundary only carries the 404 status. */
export default function OfferNotFound() {
  return null;
}
