import { errorId } from './field-ids';

/** One field's message, linked to its control by aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
