import { ICON_SPRITE_PATH, type IconName } from './icon-names';

type IconProps = { name: IconName; className?: string };

/**
 * A decorative lucide icon drawn from the shared sprite: a few dozen bytes per use instead of its path data in
 * every card (decision 040). Stroke and default size come from the `icon` class (globals.css); `size-*`,
 * `fill-*` and `stroke-*` utilities override them.
 */
export function Icon({ name, className }: IconProps) {
  return (
    <svg aria-hidden="true" className={className ? `icon ${className}` : 'icon'}>
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
