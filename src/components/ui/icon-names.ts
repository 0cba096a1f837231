/**
 * The icons the shared sprite (/media/icons.svg) holds, named as lucide names them. Adding one: add its name
 * here and its module in src/app/media/icons.svg/icon-data.ts; the sprite test then gives the new version.
 */
export const ICON_NAMES = [
  'bookmark',
  'bookmark-check',
  'calendar-days',
  'car',
  'check',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'circle-play',
  'circle-user',
  'clock',
  'external-link',
  'file-text',
  'fuel',
  'gallery-horizontal',
  'gauge',
  'git-compare-arrows',
  'heart',
  'landmark',
  'layout-grid',
  'loader-circle',
  'mail',
  'map-pin',
  'maximize-2',
  'menu',
  'message-circle',
  'minimize-2',
  'move-horizontal',
  'navigation',
  'pause',
  'phone',
  'phone-call',
  'play',
  'rotate-ccw-clock',
  'search',
  'settings-2',
  'shield-check',
  'sliders-horizontal',
  'star',
  'tag',
  'wrench',
  'x',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/**
 * Changes whenever the sprite's content does (a hash of it, checked by its test), so the sprite can be cached
 * for a year as immutable.
 */
export const ICON_SPRITE_VERSION = 'bc149545';

export const ICON_SPRITE_PATH = `/media/icons.svg?v=${ICON_SPRITE_VERSION}`;
