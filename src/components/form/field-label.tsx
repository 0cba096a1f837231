/** A visible label; required fields carry a visual asterisk (the control itself says aria-required). */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

export const CONTROL_CLASS =
  'min-h-11 w-full rounded-md border bg-background px-3 py-2 text-base text-foreground';

/** A file input: the browser's own button, sized and bordered as the other controls. */
export const FILE_INPUT_CLASS =
  'block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-foreground/40 file:bg-background file:px-3';

export function controlBorder(hasError: boolean): string {
  return hasError ? 'border-red-700' : 'border-foreground/40';
}
