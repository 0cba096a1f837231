import type { ToggleLabels } from '@/domain/vehicle/content/comments';

type ToggleButtonProps = {
  isExpanded: boolean;
  /** The id of the element the button shows and hides. */
  controls: string;
  onToggle: () => void;
  labels: ToggleLabels;
  /** 'inline' sits in running text ('more...'); 'block' is a full-height touch target under a list. */
  variant?: 'block' | 'inline';
};

/**
 * The show/hide control of the vehicle page's lists and texts: a real button that reports its state. Without
 * a script it could do nothing, so it is hidden then and what it controls is shown whole (NoScriptStyles).
 */
export function ToggleButton({
  isExpanded,
  controls,
  onToggle,
  labels,
  variant = 'block',
}: ToggleButtonProps) {
  const shape =
    variant === 'inline'
      ? 'inline px-1 py-2'
      : 'mt-3 inline-flex min-h-11 items-center rounded-md border border-primary px-4 py-2';
  return (
    <button
      type="button"
      data-needs-script=""
      aria-expanded={isExpanded}
      aria-controls={controls}
      onClick={onToggle}
      className={`${shape} text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary`}
    >
      {isExpanded ? labels.collapse : labels.expand}
    </button>
  );
}
