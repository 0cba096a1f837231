import type { IconName } from '@/components/ui/icon-names';
import type { SpriteIcon } from '@/domain/media/icon-sprite';
import * as bookmark from 'lucide-react/icons/bookmark';
import * as bookmarkCheck from 'lucide-react/icons/bookmark-check';
import * as calendarDays from 'lucide-react/icons/calendar-days';
import * as car from 'lucide-react/icons/car';
import * as check from 'lucide-react/icons/check';
import * as chevronDown from 'lucide-react/icons/chevron-down';
import * as chevronLeft from 'lucide-react/icons/chevron-left';
import * as chevronRight from 'lucide-react/icons/chevron-right';
import * as circlePlay from 'lucide-react/icons/circle-play';
import * as circleUser from 'lucide-react/icons/circle-user';
import * as clock from 'lucide-react/icons/clock';
import * as externalLink from 'lucide-react/icons/external-link';
import * as fileText from 'lucide-react/icons/file-text';
import * as fuel from 'lucide-react/icons/fuel';
import * as galleryHorizontal from 'lucide-react/icons/gallery-horizontal';
import * as gauge from 'lucide-react/icons/gauge';
import * as gitCompareArrows from 'lucide-react/icons/git-compare-arrows';
import * as heart from 'lucide-react/icons/heart';
import * as landmark from 'lucide-react/icons/landmark';
import * as layoutGrid from 'lucide-react/icons/layout-grid';
import * as loaderCircle from 'lucide-react/icons/loader-circle';
import * as mail from 'lucide-react/icons/mail';
import * as mapPin from 'lucide-react/icons/map-pin';
import * as maximize2 from 'lucide-react/icons/maximize-2';
import * as menu from 'lucide-react/icons/menu';
import * as messageCircle from 'lucide-react/icons/message-circle';
import * as minimize2 from 'lucide-react/icons/minimize-2';
import * as moveHorizontal from 'lucide-react/icons/move-horizontal';
import * as navigation from 'lucide-react/icons/navigation';
import * as pause from 'lucide-react/icons/pause';
import * as phone from 'lucide-react/icons/phone';
import * as phoneCall from 'lucide-react/icons/phone-call';
import * as play from 'lucide-react/icons/play';
import * as rotateCcwClock from 'lucide-react/icons/rotate-ccw-clock';
import * as search from 'lucide-react/icons/search';
import * as settings2 from 'lucide-react/icons/settings-2';
import * as shieldCheck from 'lucide-react/icons/shield-check';
import * as slidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import * as star from 'lucide-react/icons/star';
import * as tag from 'lucide-react/icons/tag';
import * as wrench from 'lucide-react/icons/wrench';
import * as x from 'lucide-react/icons/x';

/**
 * lucide-react's own data for each sprite icon (each icon module's `__iconData`, which its d.ts leaves out):
 * the sprite draws exactly what the lucide components drew, with no copied path data.
 */
const MODULES: Record<IconName, object> = {
  bookmark,
  'bookmark-check': bookmarkCheck,
  'calendar-days': calendarDays,
  car,
  check,
  'chevron-down': chevronDown,
  'chevron-left': chevronLeft,
  'chevron-right': chevronRight,
  'circle-play': circlePlay,
  'circle-user': circleUser,
  clock,
  'external-link': externalLink,
  'file-text': fileText,
  fuel,
  'gallery-horizontal': galleryHorizontal,
  gauge,
  'git-compare-arrows': gitCompareArrows,
  heart,
  landmark,
  'layout-grid': layoutGrid,
  'loader-circle': loaderCircle,
  mail,
  'map-pin': mapPin,
  'maximize-2': maximize2,
  menu,
  'message-circle': messageCircle,
  'minimize-2': minimize2,
  'move-horizontal': moveHorizontal,
  navigation,
  pause,
  phone,
  'phone-call': phoneCall,
  play,
  'rotate-ccw-clock': rotateCcwClock,
  search,
  'settings-2': settings2,
  'shield-check': shieldCheck,
  'sliders-horizontal': slidersHorizontal,
  star,
  tag,
  wrench,
  x,
};

type LucideIconData = { name: string; size?: number; node: SpriteIcon['elements'] };

function iconData(name: IconName): LucideIconData {
  const data = (MODULES[name] as { __iconData?: LucideIconData }).__iconData;
  if (!data || data.name !== name) throw new Error(`lucide-react has no icon data for "${name}"`);
  return data;
}

export function spriteIcons(names: readonly IconName[]): SpriteIcon[] {
  return names.map((name) => {
    const data = iconData(name);
    return { id: name, size: data.size ?? 24, elements: data.node };
  });
}
