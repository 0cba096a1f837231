import type { Silhouette } from './car-silhouette';
import { n, type Paint, wheel } from './svg-paint';

/** A cab-over light truck with a pantech body: the cab carries the colour, the box is aluminium. */
const BOX = '#e4e7eb';

function truckSide(paint: Paint): string {
  const box = `<rect x="-450" y="-430" width="680" height="320" rx="6" fill="${BOX}" stroke="#9aa1a9" stroke-width="3"/>`;
  const ribs = [-350, -230, -110, 10, 130]
    .map((x) => `<line x1="${x}" y1="-426" x2="${x}" y2="-114" stroke="#c3c8ce" stroke-width="4"/>`)
    .join('');
  const chassis = `<rect x="-450" y="-110" width="900" height="30" fill="${paint.trim}"/>`;
  const cab = `<path d="M240,-90L240,-400Q240,-420 262,-420L420,-420Q450,-420 452,-390L458,-90Z" fill="url(#paint)" stroke="${paint.outline}" stroke-width="3"/>`;
  const glass =
    '<path d="M268,-392L380,-392L380,-290L268,-290Z" fill="url(#glass)"/><path d="M400,-392L440,-392L446,-250L400,-250Z" fill="url(#glass)"/>';
  const details = `<rect x="436" y="-200" width="22" height="20" rx="4" fill="${paint.lamp}"/><rect x="-452" y="-150" width="14" height="28" fill="${paint.tail}"/><rect x="300" y="-250" width="30" height="6" fill="${paint.dark}"/>`;
  return (
    box +
    ribs +
    chassis +
    cab +
    glass +
    details +
    wheel(-240, 64, paint) +
    wheel(-190, 64, paint) +
    wheel(350, 64, paint)
  );
}

function truckFace(paint: Paint, face: 'front' | 'rear'): string {
  const tyres = [-1, 1]
    .map((s) => `<rect x="${n(s * 180 - 30)}" y="-128" width="60" height="128" rx="8" fill="${paint.tyre}"/>`)
    .join('');
  const box = `<rect x="-245" y="-440" width="490" height="330" rx="6" fill="${BOX}" stroke="#9aa1a9" stroke-width="3"/>`;
  if (face === 'rear') {
    const slats = [-380, -320, -260, -200]
      .map((y) => `<line x1="-220" y1="${y}" x2="220" y2="${y}" stroke="#bcc2c8" stroke-width="4"/>`)
      .join('');
    return (
      tyres +
      box +
      slats +
      [-1, 1]
        .map((s) => `<rect x="${n(s * 205 - 16)}" y="-150" width="32" height="30" fill="${paint.tail}"/>`)
        .join('') +
      `<rect x="-240" y="-112" width="480" height="24" fill="${paint.trim}"/>`
    );
  }
  return (
    tyres +
    box +
    `<path d="M-220,-410L220,-410L226,-90L-226,-90Z" fill="url(#paint)" stroke="${paint.outline}" stroke-width="3"/>` +
    '<path d="M-196,-392L196,-392L200,-260L-200,-260Z" fill="url(#glass)"/>' +
    `<rect x="-120" y="-220" width="240" height="70" rx="8" fill="${paint.trim}"/>` +
    [-1, 1]
      .map(
        (s) => `<rect x="${n(s * 170 - 34)}" y="-190" width="68" height="30" rx="6" fill="${paint.lamp}"/>`,
      )
      .join('') +
    `<rect x="-226" y="-110" width="452" height="26" fill="${paint.trim}"/>`
  );
}

export function truckSilhouette(): Silhouette {
  return {
    length: 910,
    width: 490,
    height: 440,
    side: truckSide,
    front: (p) => truckFace(p, 'front'),
    rear: (p) => truckFace(p, 'rear'),
  };
}

function bikeWheel(x: number, paint: Paint): string {
  return (
    `<circle cx="${x}" cy="-105" r="105" fill="${paint.tyre}"/><circle cx="${x}" cy="-105" r="80" fill="#e9ecef"/>` +
    `<circle cx="${x}" cy="-105" r="74" fill="none" stroke="${paint.rim}" stroke-width="8"/>` +
    `<circle cx="${x}" cy="-105" r="16" fill="#6b7178"/><circle cx="${x}" cy="-105" r="46" fill="none" stroke="#9aa0a7" stroke-width="5" stroke-dasharray="8 10"/>`
  );
}

function bikeSide(paint: Paint): string {
  const frame = `<path d="M-230,-105L-60,-250L150,-300L200,-105M-60,-250L-20,-140L120,-150" fill="none" stroke="${paint.trim}" stroke-width="14" stroke-linejoin="round"/>`;
  const engine =
    '<rect x="-70" y="-250" width="170" height="120" rx="20" fill="#7d848c"/><path d="M-40,-140L-300,-150L-300,-128L-40,-118Z" fill="#a9afb6"/>';
  const tank = `<path d="M-40,-300Q30,-372 160,-330L150,-270Q40,-250 -40,-262Z" fill="url(#paint)" stroke="${paint.outline}" stroke-width="3"/>`;
  const seat = `<path d="M-260,-262Q-150,-300 -40,-290L-40,-262Q-150,-246 -250,-240Z" fill="${paint.trim}"/>`;
  const fender = `<path d="M-320,-170Q-270,-230 -200,-225L-200,-205Q-260,-208 -300,-160Z" fill="url(#paint)"/>`;
  const fork = `<line x1="200" y1="-105" x2="150" y2="-390" stroke="#9aa0a7" stroke-width="16"/><line x1="150" y1="-390" x2="90" y2="-430" stroke="${paint.trim}" stroke-width="10" stroke-linecap="round"/>`;
  const lamp = `<ellipse cx="210" cy="-360" rx="26" ry="32" fill="${paint.lamp}" stroke="#6b7178" stroke-width="3"/><rect x="-330" y="-218" width="24" height="14" fill="${paint.tail}"/>`;
  return bikeWheel(-230, paint) + bikeWheel(200, paint) + frame + engine + fender + tank + seat + fork + lamp;
}

function bikeFace(paint: Paint, face: 'front' | 'rear'): string {
  const tyre = `<rect x="-24" y="-220" width="48" height="220" rx="22" fill="${paint.tyre}"/>`;
  const bars = `<path d="M-150,-430Q0,-400 150,-430" fill="none" stroke="${paint.trim}" stroke-width="12" stroke-linecap="round"/>`;
  const tank = `<ellipse cx="0" cy="-320" rx="70" ry="50" fill="url(#paint)" stroke="${paint.outline}" stroke-width="3"/>`;
  if (face === 'rear') {
    return (
      tyre +
      tank +
      bars +
      `<path d="M-60,-270Q0,-300 60,-270L40,-200L-40,-200Z" fill="url(#paint)"/><rect x="-30" y="-215" width="60" height="16" fill="${paint.tail}"/><rect x="-36" y="-190" width="72" height="30" fill="#f8f8f4" stroke="#444" stroke-width="2"/>`
    );
  }
  return (
    tyre +
    tank +
    bars +
    `<line x1="-34" y1="-120" x2="-34" y2="-380" stroke="#9aa0a7" stroke-width="12"/><line x1="34" y1="-120" x2="34" y2="-380" stroke="#9aa0a7" stroke-width="12"/>` +
    `<path d="M-80,-330Q0,-470 80,-330L60,-300L-60,-300Z" fill="url(#paint)"/><circle cx="0" cy="-350" r="32" fill="${paint.lamp}" stroke="#6b7178" stroke-width="3"/>` +
    [-1, 1].map((s) => `<circle cx="${s * 160}" cy="-470" r="16" fill="${paint.trim}"/>`).join('')
  );
}

export function motorcycleSilhouette(): Silhouette {
  return {
    length: 660,
    width: 320,
    height: 480,
    side: bikeSide,
    front: (p) => bikeFace(p, 'front'),
    rear: (p) => bikeFace(p, 'rear'),
  };
}
