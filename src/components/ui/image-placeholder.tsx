import { Icon } from './icon';
import type { IconName } from './icon-names';

/** Stands in for a missing photo at the same aspect ratio, so cards keep their shape. */
export function ImagePlaceholder({ icon, label }: { icon: IconName; label: string }) {
  return (
    <div className="flex aspect-4/3 w-full flex-col items-center justify-center gap-2 bg-foreground/5 text-foreground/75">
      <Icon name={icon} className="size-10" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
