import { n, type Paint, wheel } from './svg-paint';

/**
 * A parametric car: heights in px above the ground (y = 0, up is negative), positions as fractions of the
 * half-length (-1 rear … 1 front). One shape gives the side, front and rear views, so a spin can blend them.
 */
export type CarShape = {
  length: number;
  width: number;
  sill: number;
  bumper: number;
  hood: number;
  deck: number;
  roof: number;
  roofRear: number;
  roofFront: number;
  screenBase: number;
  rearBase: number;
  wheelR: number;
  wheelX: readonly [number, number];
  doors: 2 | 4;
  tray?: boolean;
  open?: boolean;
  /** Where the side glass starts (fraction), for bodies whose rear has no windows (vans). */
  glassRear?: number;
};

export type Silhouette = {
  length: number;
  width: number;
  height: number;
  side: (paint: Paint) => string;
  front: (paint: Paint) => string;
  rear: (paint: Paint) => string;
};

function sidePath(s: CarShape): string {
  const hx = s.length / 2;
  const x = (f: number) => n(f * hx);
  const arch = s.wheelR * 1.14;
  const [rearWheel, frontWheel] = s.wheelX.map((f) => f * hx) as [number, number];
  const top = s.open ? `L${x(s.screenBase)},${-s.hood}` : cabin(s, x);
  return [
    `M${-hx},${-s.sill}L${-hx},${-s.bumper}Q${-hx},${-s.deck} ${-hx + 40},${-s.deck}`,
    `L${x(s.rearBase)},${-s.deck}${top}`,
    `Q${hx - 30},${-s.hood + 6} ${hx},${-s.bumper}L${hx},${-s.sill}`,
    `L${n(frontWheel + arch)},${-s.sill}A${n(arch)} ${n(arch)} 0 0 0 ${n(frontWheel - arch)},${-s.sill}`,
    `L${n(rearWheel + arch)},${-s.sill}A${n(arch)} ${n(arch)} 0 0 0 ${n(rearWheel - arch)},${-s.sill}Z`,
  ].join('');
}

function cabin(s: CarShape, x: (f: number) => number): string {
  const back = s.tray ? `L${x(s.rearBase)},${-s.roof + 14}` : '';
  return (
    `${back}Q${x(s.roofRear)},${-s.roof} ${x(s.roofRear) + 30},${-s.roof}` +
    `L${x(s.roofFront) - 25},${-s.roof}Q${x(s.roofFront)},${-s.roof} ${x(s.roofFront) + 12},${-s.roof + 8}` +
    `L${x(s.screenBase)},${-s.hood}`
  );
}

function sideGlass(s: CarShape): string {
  const hx = s.length / 2;
  const top = -s.roof + 12;
  if (s.glassRear !== undefined) {
    const x0 = n(s.glassRear * hx);
    const glass = `M${x0},${-s.hood - 8}L${x0},${top}L${n(s.roofFront * hx - 6)},${top}L${n(s.screenBase * hx - 22)},${-s.hood - 8}Z`;
    return `<path d="${glass}" fill="url(#glass)"/>`;
  }
  const rearX = (s.tray ? s.rearBase + 0.04 : s.rearBase + (s.roofRear - s.rearBase) * 0.45) * hx;
  const rearY = s.tray ? s.roof - 16 : s.deck + (s.roof - s.deck) * 0.45;
  const pillarX = (s.roofRear + (s.roofFront - s.roofRear) * (s.doors === 4 ? 0.52 : 0.78)) * hx;
  const glass = `M${n(rearX + 10)},${n(-Math.min(rearY, s.roof - 12))}L${n(s.roofRear * hx + 34)},${top}L${n(s.roofFront * hx - 6)},${top}L${n(s.screenBase * hx - 22)},${-s.hood - 8}L${n(rearX + 10)},${-s.deck - 8}Z`;
  const pillar = `<rect x="${n(pillarX - 9)}" y="${-s.roof}" width="18" height="${s.roof - s.hood + 10}" fill="url(#paint)"/>`;
  return `<path d="${glass}" fill="url(#glass)"/>${pillar}`;
}

function openCockpit(s: CarShape, paint: Paint): string {
  const hx = s.length / 2;
  const screenX = s.screenBase * hx;
  const seatX = (s.roofRear + 0.12) * hx;
  return (
    `<path d="M${n(screenX - 10)},${-s.hood}L${n(screenX - 70)},${-s.roof}L${n(screenX - 84)},${-s.roof}L${n(screenX - 30)},${-s.hood}Z" fill="${paint.trim}"/>` +
    `<path d="M${n(screenX - 30)},${-s.hood - 2}L${n(screenX - 80)},${-s.roof + 6}L${n(screenX - 20)},${-s.hood - 2}Z" fill="url(#glass)" opacity="0.8"/>` +
    `<rect x="${n(seatX)}" y="${-s.deck - 58}" width="34" height="60" rx="14" fill="${paint.trim}"/>` +
    `<rect x="${n(seatX - 150)}" y="${-s.deck - 16}" width="120" height="18" rx="9" fill="${paint.trim}"/>`
  );
}

function sideDetails(s: CarShape, paint: Paint): string {
  const hx = s.length / 2;
  const door = (f: number) =>
    `<line x1="${n(f * hx)}" y1="${-s.hood + 4}" x2="${n(f * hx)}" y2="${-s.sill - 6}" stroke="${paint.outline}" stroke-width="2.5"/>`;
  const doorXs =
    s.doors === 4
      ? [s.screenBase - 0.06, (s.roofRear + s.roofFront) / 2, s.roofRear - 0.05]
      : [s.screenBase - 0.08, s.roofRear + 0.05];
  const tray = s.tray
    ? `<rect x="${-hx + 12}" y="${-s.deck - 4}" width="${n((s.rearBase + 1) * hx - 24)}" height="10" fill="${paint.dark}"/>`
    : '';
  return (
    doorXs.map(door).join('') +
    tray +
    `<rect x="${n(hx - 70)}" y="${n(-s.bumper - 34)}" width="62" height="18" rx="8" fill="${paint.lamp}" stroke="#8a8f96" stroke-width="2"/>` +
    `<rect x="${-hx - 2}" y="${n(-s.bumper - 40)}" width="18" height="28" rx="4" fill="${paint.tail}"/>` +
    `<path d="M${n(s.screenBase * hx - 30)},${-s.hood - 8}l-22,-22h26l10,18z" fill="${paint.dark}"/>` +
    `<rect x="${-hx}" y="${-s.sill - 8}" width="${s.length}" height="10" fill="${paint.trim}" opacity="0.55"/>`
  );
}

function carSide(s: CarShape, paint: Paint): string {
  const hx = s.length / 2;
  const arch = s.wheelR * 1.14;
  const liners = s.wheelX
    .map((f) => `<circle cx="${n(f * hx)}" cy="${-s.sill}" r="${n(arch)}" fill="#15171a"/>`)
    .join('');
  const body = `<path d="${sidePath(s)}" fill="url(#paint)" stroke="${paint.outline}" stroke-width="3" stroke-linejoin="round"/>`;
  const glass = s.open ? openCockpit(s, paint) : sideGlass(s);
  const wheels = s.wheelX.map((f) => wheel(f * hx, s.wheelR, paint)).join('');
  return liners + body + glass + sideDetails(s, paint) + wheels;
}

function carFace(s: CarShape, paint: Paint, face: 'front' | 'rear'): string {
  const w = s.width / 2;
  const lampY = s.bumper + (s.hood - s.bumper) * 0.35;
  const tyres = [-1, 1]
    .map(
      (side) =>
        `<rect x="${n(side * (w - 40) - 26)}" y="${-s.sill - 20}" width="52" height="${s.sill + 20}" rx="8" fill="${paint.tyre}"/>`,
    )
    .join('');
  const lower = `<path d="M${-w},${-s.sill}L${-w},${-s.hood + 16}Q${-w},${-s.hood} ${-w + 22},${-s.hood}L${w - 22},${-s.hood}Q${w},${-s.hood} ${w},${-s.hood + 16}L${w},${-s.sill}Z" fill="url(#paint)" stroke="${paint.outline}" stroke-width="3"/>`;
  const cabinTop = s.open ? s.hood + (s.roof - s.hood) * 0.55 : s.roof;
  const cabinShape = `M${n(-w + 26)},${-s.hood}L${n(-w * 0.72)},${-cabinTop + 10}Q${n(-w * 0.7)},${-cabinTop} ${n(-w * 0.6)},${-cabinTop}L${n(w * 0.6)},${-cabinTop}Q${n(w * 0.7)},${-cabinTop} ${n(w * 0.72)},${-cabinTop + 10}L${n(w - 26)},${-s.hood}Z`;
  const cabinFill = s.open ? 'url(#glass)' : 'url(#paint)';
  const glassInset = `M${n(-w + 48)},${-s.hood - 6}L${n(-w * 0.66)},${-cabinTop + 16}L${n(w * 0.66)},${-cabinTop + 16}L${n(w - 48)},${-s.hood - 6}Z`;
  const lampColour = face === 'front' ? paint.lamp : paint.tail;
  const lamps = [-1, 1]
    .map(
      (side) =>
        `<rect x="${n(side > 0 ? w - 104 : -w + 14)}" y="${n(-lampY - 26)}" width="90" height="26" rx="10" fill="${lampColour}" stroke="#6b7178" stroke-width="2"/>`,
    )
    .join('');
  const grille =
    face === 'front'
      ? `<rect x="${n(-w * 0.34)}" y="${n(-lampY - 30)}" width="${n(w * 0.68)}" height="${n(Math.max(26, (s.hood - s.bumper) * 0.7))}" rx="10" fill="${paint.trim}"/>`
      : `<rect x="${n(-w * 0.5)}" y="${n(-lampY - 8)}" width="${n(w)}" height="8" fill="${paint.dark}"/>`;
  const plate = `<rect x="-52" y="${n(-s.bumper + 14)}" width="104" height="26" rx="3" fill="#f8f8f4" stroke="#444" stroke-width="2"/>`;
  const mirrors =
    face === 'front'
      ? [-1, 1]
          .map(
            (side) =>
              `<rect x="${n(side * (w + 8) - 14)}" y="${-s.hood - 30}" width="28" height="20" rx="6" fill="${paint.dark}"/>`,
          )
          .join('')
      : '';
  return (
    tyres +
    `<path d="${cabinShape}" fill="${cabinFill}" stroke="${paint.outline}" stroke-width="3"/>` +
    (s.open ? '' : `<path d="${glassInset}" fill="url(#glass)"/>`) +
    lower +
    lamps +
    grille +
    plate +
    mirrors +
    `<rect x="${-w}" y="${-s.sill - 10}" width="${s.width}" height="12" fill="${paint.trim}" opacity="0.6"/>`
  );
}

export function carSilhouette(shape: CarShape): Silhouette {
  return {
    length: shape.length,
    width: shape.width,
    height: shape.roof,
    side: (paint) => carSide(shape, paint),
    front: (paint) => carFace(shape, paint, 'front'),
    rear: (paint) => carFace(shape, paint, 'rear'),
  };
}
