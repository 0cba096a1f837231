/** A short error beside the control it concerns, announced at once (role=alert); nothing when there is none. */
export function InlineAlert({ message, className = '' }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`text-sm font-medium text-red-700 ${className}`.trim()}>
      {message}
    </p>
  );
}
