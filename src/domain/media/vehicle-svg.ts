import type { Silhouette } from './car-silhouette';
import { renderDetail, renderInterior } from './vehicle-interior-svg';
import { n, type Paint, createPaint, shadow, svgDocument } from './svg-paint';
import { silhouetteOf } from './silhouettes';
import {
  isVehicleBody,
  normaliseHex,
  parseVehicleView,
  type VehicleBody,
  type VehicleView,
} from './vehicle-body';

export type VehicleSvgInput = {
  /** A silhouette name; anything unknown is drawn as a sedan. */
  body: string;
  /** '#rrggbb' or 'rrggbb'; anything else is drawn grey. */
  colour: string;
  /** A view object or its URL form ('side', 'spin-3-36', …); anything unknown is drawn as the side view. */
  view: VehicleView | string;
};

const GROUND = 640;
const CENTRE = 600;

function place(content: string, x: number, scaleX: number, scaleY: number): string {
  return `<g transform="translate(${n(x)},${GROUND}) scale(${n(scaleX * 1000) / 1000},${n(scaleY * 1000) / 1000})">${content}</g>`;
}

function sideView(s: Silhouette, paint: Paint): string {
  const scale = Math.min(1000 / s.length, 480 / s.height);
  return shadow(CENTRE, GROUND, (s.length * scale) / 2 + 30, 26) + place(s.side(paint), CENTRE, scale, scale);
}

function faceView(s: Silhouette, paint: Paint, face: 'front' | 'rear'): string {
  const scale = Math.min(620 / s.width, 500 / s.height);
  const content = face === 'front' ? s.front(paint) : s.rear(paint);
  return shadow(CENTRE, GROUND, (s.width * scale) / 2 + 40, 24) + place(content, CENTRE, scale, scale);
}

/**
 * A turntable frame: the side panel is foreshortened by cos(angle) and the front (or rear) face by
 * sin(angle), drawn side by side, so consecutive frames visibly rotate the vehicle.
 */
function spinView(s: Silhouette, paint: Paint, frame: number, frames: number): string {
  const angle = (2 * Math.PI * frame) / frames;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const scale = 1000 / Math.hypot(s.length, s.width);
  const sideWidth = s.length * Math.abs(cos) * scale;
  const faceWidth = s.width * Math.abs(sin) * scale;
  const left = CENTRE - (sideWidth + faceWidth) / 2;
  // The visible face sits at the end of the side panel that points towards the viewer.
  const faceOnRight = sin >= 0 ? cos >= 0 : cos < 0;
  const sideX = faceOnRight ? left + sideWidth / 2 : left + faceWidth + sideWidth / 2;
  const faceX = faceOnRight ? left + sideWidth + faceWidth / 2 : left + faceWidth / 2;
  const face = sin >= 0 ? s.front(paint) : s.rear(paint);
  const parts = [shadow(CENTRE, GROUND, (sideWidth + faceWidth) / 2 + 40, 30)];
  if (sideWidth > 1) parts.push(place(s.side(paint), sideX, cos * scale, scale));
  if (faceWidth > 1) parts.push(place(face, faceX, Math.abs(sin) * scale, scale));
  return `<ellipse cx="${CENTRE}" cy="${GROUND + 6}" rx="560" ry="70" fill="#c2c8cf" opacity="0.5"/>${parts.join('')}`;
}

function resolveView(view: VehicleView | string): VehicleView {
  if (typeof view !== 'string') return view;
  return parseVehicleView(view) ?? { kind: 'side' };
}

export function resolveBody(body: string): VehicleBody {
  return isVehicleBody(body) ? body : 'sedan';
}

/** A 1200×800 SVG picture of a vehicle. Pure: the same input always gives the same bytes. */
export function renderVehicleSvg(input: VehicleSvgInput): string {
  const body = resolveBody(input.body);
  const paint = createPaint(`#${normaliseHex(input.colour) ?? '808080'}`);
  const view = resolveView(input.view);
  const silhouette = silhouetteOf(body);
  const title = `${body} ${view.kind}`;
  switch (view.kind) {
    case 'side':
      return svgDocument(sideView(silhouette, paint), paint, title);
    case 'front':
    case 'rear':
      return svgDocument(faceView(silhouette, paint, view.kind), paint, title);
    case 'spin':
      return svgDocument(spinView(silhouette, paint, view.frame, view.frames), paint, title);
    case 'interior':
      return svgDocument(renderInterior(body, paint), paint, title);
    case 'detail':
      return svgDocument(renderDetail(body, paint, view.index), paint, title);
  }
}
