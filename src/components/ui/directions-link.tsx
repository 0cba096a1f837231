/** 'Get Directions' as a text link: Google Maps directions, an outside page, so a new tab and no Next link. */
export function DirectionsLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-primary underline underline-offset-2"
    >
      Get Directions
    </a>
  );
}
