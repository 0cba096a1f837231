export function EmptyState({ message }: { message: string }) {
  return (
    <p className="rounded-lg border border-dashed border-muted/40 p-6 text-center text-muted">{message}</p>
  );
}

/** An empty list's message with the way to fill it: 'Browse cars' on the site's search. */
export function EmptyStateWithBrowse({ message, searchHref }: { message: string; searchHref: string }) {
  return (
    <div className="space-y-3">
      <EmptyState message={message} />
      <a href={searchHref} className="font-semibold underline underline-offset-4">
        Browse cars
      </a>
    </div>
  );
}
