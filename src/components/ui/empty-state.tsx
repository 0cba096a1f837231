export function EmptyState({ message }: { message: string }) {
  return (
    <p className="rounded-lg border border-dashed border-muted/40 p-6 text-center text-muted">{message}</p>
  );
}
