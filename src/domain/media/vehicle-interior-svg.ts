import { n, type Paint } from './svg-paint';
import type { VehicleBody } from './vehicle-body';

/** Interior and close-up views. Each carries the body colour (trim, stitching, panels) so a set looks related. */

function cabinInterior(paint: Paint): string {
  const sky =
    '<rect x="0" y="0" width="1200" height="430" fill="#cfe2f1"/><rect x="0" y="330" width="1200" height="100" fill="#9fb4a0"/>';
  const pillars =
    '<path d="M0,0L150,0L60,470L0,470Z" fill="#2b2f34"/><path d="M1200,0L1050,0L1140,470L1200,470Z" fill="#2b2f34"/>';
  const dash =
    '<path d="M0,430Q600,360 1200,430L1200,800L0,800Z" fill="#2f3338"/><path d="M0,430Q600,360 1200,430L1200,460Q600,392 0,460Z" fill="#3d4248"/>';
  const trim = `<path d="M40,520Q600,450 1160,520L1160,538Q600,470 40,538Z" fill="${paint.body}"/>`;
  const screen =
    '<rect x="480" y="470" width="240" height="140" rx="14" fill="url(#glass)" stroke="#15181b" stroke-width="6"/>' +
    '<rect x="500" y="490" width="90" height="50" rx="6" fill="#8fb3d1" opacity="0.7"/><rect x="600" y="490" width="100" height="22" rx="4" fill="#d7e3ec" opacity="0.6"/>';
  const vents = [380, 760]
    .map((x) => `<rect x="${x}" y="560" width="70" height="34" rx="8" fill="#1c1f23"/>`)
    .join('');
  const wheel =
    '<circle cx="880" cy="640" r="170" fill="none" stroke="#1b1e22" stroke-width="34"/>' +
    '<path d="M720,650L1040,650M880,650L880,800" stroke="#1b1e22" stroke-width="30"/>' +
    `<circle cx="880" cy="650" r="52" fill="#24282d" stroke="${paint.body}" stroke-width="6"/>`;
  const cluster =
    '<rect x="800" y="500" width="160" height="60" rx="10" fill="#0f1215"/><rect x="815" y="512" width="60" height="36" rx="4" fill="#4ea1d3" opacity="0.6"/>';
  const console = `<path d="M520,800L560,640L660,640L700,800Z" fill="#24282d"/><rect x="592" y="660" width="36" height="60" rx="14" fill="${paint.dark}"/>`;
  return sky + pillars + dash + trim + screen + vents + cluster + wheel + console;
}

function caravanInterior(paint: Paint): string {
  return (
    '<rect width="1200" height="800" fill="#efe9df"/><rect y="620" width="1200" height="180" fill="#b99b77"/>' +
    '<rect x="420" y="120" width="360" height="170" rx="18" fill="url(#glass)" stroke="#d8d2c8" stroke-width="14"/>' +
    '<rect x="300" y="430" width="600" height="200" rx="16" fill="#f8f6f1" stroke="#d8d2c8" stroke-width="6"/>' +
    `<rect x="300" y="400" width="600" height="60" rx="20" fill="${paint.body}"/>` +
    `<rect x="360" y="360" width="200" height="70" rx="28" fill="${paint.light}"/><rect x="640" y="360" width="200" height="70" rx="28" fill="${paint.light}"/>` +
    '<rect x="40" y="300" width="200" height="320" fill="#d9cbb5" stroke="#bfae95" stroke-width="6"/><rect x="960" y="300" width="200" height="320" fill="#d9cbb5" stroke="#bfae95" stroke-width="6"/>' +
    `<rect x="40" y="60" width="1120" height="40" fill="${paint.dark}" opacity="0.6"/>`
  );
}

function motorcycleCockpit(paint: Paint): string {
  return (
    '<rect width="1200" height="520" fill="#cfe2f1"/><rect y="420" width="1200" height="100" fill="#9fb4a0"/>' +
    `<path d="M330,800Q600,520 870,800Z" fill="url(#paint)" stroke="${paint.outline}" stroke-width="4"/>` +
    '<path d="M120,470Q600,380 1080,470" fill="none" stroke="#1d2024" stroke-width="34" stroke-linecap="round"/>' +
    '<rect x="480" y="420" width="240" height="130" rx="18" fill="#121417"/><rect x="500" y="440" width="200" height="90" rx="10" fill="#3b82c4" opacity="0.55"/>' +
    '<rect x="80" y="440" width="110" height="60" rx="26" fill="#1d2024"/><rect x="1010" y="440" width="110" height="60" rx="26" fill="#1d2024"/>'
  );
}

export function renderInterior(body: VehicleBody, paint: Paint): string {
  if (body === 'caravan' || body === 'motorhome') return caravanInterior(paint);
  if (body === 'motorcycle') return motorcycleCockpit(paint);
  return cabinInterior(paint);
}

/** A full-frame painted panel: the backdrop of every exterior close-up. */
const PANEL = '<rect width="1200" height="800" fill="url(#paint)"/>';

function wheelCloseUp(paint: Paint): string {
  const spokes = [0, 72, 144, 216, 288]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      return `<line x1="600" y1="470" x2="${n(600 + Math.cos(a) * 210)}" y2="${n(470 + Math.sin(a) * 210)}"/>`;
    })
    .join('');
  return (
    PANEL +
    '<circle cx="600" cy="470" r="390" fill="#15171a"/><circle cx="600" cy="470" r="330" fill="#202328"/>' +
    '<circle cx="600" cy="470" r="240" fill="#c7ccd3" stroke="#8d949c" stroke-width="8"/>' +
    `<path d="M430,330A220,220 0 0 1 560,255L575,300A170,170 0 0 0 470,360Z" fill="${paint.body}" stroke="${paint.dark}" stroke-width="4"/>` +
    `<g stroke="#7b828a" stroke-width="34" stroke-linecap="round">${spokes}</g><circle cx="600" cy="470" r="48" fill="#5c636b"/>`
  );
}

function lampCloseUp(paint: Paint, colour: string, rear: boolean): string {
  const strip = rear ? paint.tail : '#ffffff';
  return (
    PANEL +
    `<path d="M140,420Q420,250 1060,300Q1100,420 980,520Q560,560 160,520Z" fill="${colour}" stroke="#5d636a" stroke-width="10"/>` +
    `<path d="M220,440Q520,320 980,350" fill="none" stroke="${strip}" stroke-width="18" stroke-linecap="round"/>` +
    (rear
      ? ''
      : '<circle cx="720" cy="430" r="70" fill="#e9eef2" stroke="#9aa1a9" stroke-width="8"/><circle cx="880" cy="430" r="56" fill="#e9eef2" stroke="#9aa1a9" stroke-width="8"/>')
  );
}

function grilleCloseUp(paint: Paint): string {
  const cells: string[] = [];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 12; col++) {
      cells.push(
        `<rect x="${170 + col * 74 + (row % 2) * 37}" y="${300 + row * 52}" width="54" height="32" rx="8" fill="#0e1013"/>`,
      );
    }
  }
  return (
    PANEL +
    `<rect x="140" y="270" width="920" height="340" rx="40" fill="#2a2e33"/>${cells.join('')}` +
    `<circle cx="600" cy="440" r="74" fill="#d7dbe0" stroke="${paint.dark}" stroke-width="10"/>` +
    `<circle cx="600" cy="440" r="40" fill="${paint.body}"/>`
  );
}

function seatCloseUp(paint: Paint): string {
  const stitches = [250, 330, 410, 490]
    .map(
      (y) =>
        `<path d="M300,${y}Q600,${y - 30} 900,${y}" fill="none" stroke="${paint.body}" stroke-width="6" stroke-dasharray="16 10"/>`,
    )
    .join('');
  return (
    '<rect width="1200" height="800" fill="#1f2226"/>' +
    '<path d="M260,140Q600,60 940,140L900,720Q600,780 300,720Z" fill="#32363c" stroke="#15181b" stroke-width="10"/>' +
    `${stitches}<rect x="520" y="90" width="160" height="36" rx="16" fill="${paint.body}"/>`
  );
}

/** detail-N cycles through five close-ups: wheel, headlight, grille, seat, tail-light. */
export function renderDetail(body: VehicleBody, paint: Paint, index: number): string {
  switch (index % 5) {
    case 0:
      return wheelCloseUp(paint);
    case 1:
      return lampCloseUp(paint, paint.lamp, false);
    case 2:
      return body === 'caravan' ? caravanInterior(paint) : grilleCloseUp(paint);
    case 3:
      return seatCloseUp(paint);
    default:
      return lampCloseUp(paint, '#7f1d1d', true);
  }
}
