import { Icon } from './icon';
import type { IconName } from './icon-names';

/** Stands in for a missing photo at the same aspect ratio, so cards keep their shape. */
export function ImagePlaceholder({ icon, label }: { icon: IconName; label: string }) {
  return (
    <div className="img-placeholder">
      <Icon name={icon} />
      <span>{label}</span>
    </div>
  );
}
