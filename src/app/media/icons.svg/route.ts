import { ICON_NAMES } from '@/components/ui/icon-names';
import { renderIconSprite } from '@/domain/media/icon-sprite';
import { svgResponse } from '../svg-response';
import { spriteIcons } from './icon-data';

const SPRITE = renderIconSprite(spriteIcons(ICON_NAMES));

/**
 * GET /media/icons.svg?v={version}: every icon the Icon component can name, as symbols. The version in the
 * URL changes with the content, so the response is cached as immutable.
 */
export function GET(): Response {
  return svgResponse(SPRITE);
}
