import type { Silhouette } from './car-silhouette';
import { n, type Paint, wheel } from './svg-paint';

/** Caravans and motorhomes are white boxes; the body colour is the decal stripe and trim, as on real vans. */
const SHELL = '#f3f4f1';
const SKIRT = '#aeb4bb';

function stripe(x0: number, x1: number, y: number, paint: Paint): string {
  const mid = (x0 + x1) / 2;
  return (
    `<path d="M${x0},${y}C${n(mid - 120)},${y - 40} ${n(mid + 80)},${y + 30} ${x1},${y - 20}L${x1},${y + 14}` +
    `C${n(mid + 80)},${y + 60} ${n(mid - 120)},${y - 4} ${x0},${y + 34}Z" fill="${paint.body}"/>`
  );
}

function caravanSide(paint: Paint, tandem: boolean): string {
  const shell =
    `<path d="M-420,-90L-420,-400Q-420,-424 -396,-424L300,-424Q345,-424 356,-390L368,-130Q368,-90 330,-90Z" ` +
    `fill="${SHELL}" stroke="#9aa1a9" stroke-width="3"/>`;
  const skirt = `<rect x="-420" y="-150" width="786" height="60" fill="${SKIRT}"/>`;
  const windows =
    '<rect x="-360" y="-330" width="150" height="90" rx="14" fill="url(#glass)"/>' +
    '<rect x="110" y="-330" width="190" height="90" rx="14" fill="url(#glass)"/>';
  const door = `<rect x="-120" y="-360" width="110" height="250" rx="10" fill="${SHELL}" stroke="#8d949c" stroke-width="3"/><rect x="-100" y="-340" width="70" height="70" rx="8" fill="url(#glass)"/>`;
  const drawbar = `<path d="M366,-100L470,-74L470,-64L366,-84Z" fill="${paint.trim}"/><rect x="448" y="-70" width="10" height="40" fill="${paint.trim}"/>`;
  const jockey = `<circle cx="453" cy="-18" r="18" fill="${paint.tyre}"/>`;
  const awning = `<rect x="-400" y="-416" width="700" height="10" rx="5" fill="${paint.dark}"/>`;
  const axles = tandem ? [-30, 90] : [30];
  return (
    shell +
    skirt +
    stripe(-420, 366, -210, paint) +
    windows +
    door +
    drawbar +
    jockey +
    awning +
    axles.map((x) => wheel(x, 52, paint)).join('')
  );
}

function boxFace(width: number, top: number, paint: Paint, face: 'front' | 'rear'): string {
  const w = width / 2;
  const shell = `<rect x="${-w}" y="${-top}" width="${width}" height="${top - 90}" rx="26" fill="${SHELL}" stroke="#9aa1a9" stroke-width="3"/>`;
  const band = `<rect x="${-w}" y="-230" width="${width}" height="36" fill="${paint.body}"/>`;
  const skirt = `<rect x="${-w}" y="-150" width="${width}" height="60" fill="${SKIRT}"/>`;
  const tyres = [-1, 1]
    .map(
      (s) =>
        `<rect x="${n(s * (w - 34) - 22)}" y="-104" width="44" height="104" rx="8" fill="${paint.tyre}"/>`,
    )
    .join('');
  const lamps = [-1, 1]
    .map(
      (s) =>
        `<rect x="${n(s * (w - 34) - 18)}" y="-185" width="36" height="22" rx="6" fill="${face === 'front' ? '#f5e9c8' : paint.tail}"/>`,
    )
    .join('');
  const detail =
    face === 'front'
      ? `<rect x="${n(-w * 0.55)}" y="${-top + 70}" width="${n(w * 1.1)}" height="80" rx="12" fill="url(#glass)"/><path d="M${-w + 40},-92L0,-40L${w - 40},-92Z" fill="${paint.trim}"/><circle cx="0" cy="-18" r="18" fill="${paint.tyre}"/>`
      : `<circle cx="0" cy="-${top - 150}" r="70" fill="${paint.tyre}"/><circle cx="0" cy="-${top - 150}" r="40" fill="${paint.rim}"/><rect x="-48" y="-140" width="96" height="24" rx="3" fill="#f8f8f4" stroke="#444" stroke-width="2"/>`;
  return tyres + shell + band + skirt + lamps + detail;
}

export function caravanSilhouette(tandem = true): Silhouette {
  return {
    length: 900,
    width: 470,
    height: 424,
    side: (paint) => caravanSide(paint, tandem),
    front: (paint) => boxFace(470, 424, paint, 'front'),
    rear: (paint) => boxFace(470, 424, paint, 'rear'),
  };
}

function motorhomeSide(paint: Paint): string {
  const box = `<path d="M-450,-80L-450,-420Q-450,-444 -426,-444L300,-444Q340,-444 340,-404L340,-372L250,-372L250,-80Z" fill="${SHELL}" stroke="#9aa1a9" stroke-width="3"/>`;
  const cab = `<path d="M240,-80L240,-372L330,-372L420,-220Q452,-210 452,-170L452,-80Z" fill="url(#paint)" stroke="${paint.outline}" stroke-width="3"/>`;
  const screen = '<path d="M262,-352L326,-352L404,-226L262,-226Z" fill="url(#glass)"/>';
  const windows =
    '<rect x="-380" y="-340" width="150" height="84" rx="14" fill="url(#glass)"/><rect x="-60" y="-340" width="160" height="84" rx="14" fill="url(#glass)"/>';
  const door = `<rect x="130" y="-330" width="90" height="230" rx="8" fill="${SHELL}" stroke="#8d949c" stroke-width="3"/>`;
  return (
    box +
    stripe(-450, 250, -190, paint) +
    `<rect x="-450" y="-130" width="700" height="50" fill="${SKIRT}"/>` +
    cab +
    screen +
    windows +
    door +
    `<rect x="430" y="-205" width="22" height="18" rx="5" fill="${paint.lamp}"/>` +
    wheel(-250, 60, paint) +
    wheel(330, 60, paint)
  );
}

function motorhomeFace(paint: Paint, face: 'front' | 'rear'): string {
  if (face === 'rear') return boxFace(480, 444, paint, 'rear');
  const w = 240;
  return (
    [-1, 1]
      .map(
        (s) => `<rect x="${n(s * 200 - 24)}" y="-110" width="48" height="110" rx="8" fill="${paint.tyre}"/>`,
      )
      .join('') +
    `<rect x="${-w}" y="-444" width="${2 * w}" height="90" rx="22" fill="${SHELL}" stroke="#9aa1a9" stroke-width="3"/>` +
    `<rect x="-120" y="-430" width="240" height="50" rx="10" fill="url(#glass)"/>` +
    `<path d="M-220,-354L220,-354L230,-80L-230,-80Z" fill="url(#paint)" stroke="${paint.outline}" stroke-width="3"/>` +
    '<path d="M-190,-340L190,-340L200,-220L-200,-220Z" fill="url(#glass)"/>' +
    `<rect x="-110" y="-190" width="220" height="50" rx="8" fill="${paint.trim}"/>` +
    [-1, 1]
      .map(
        (s) => `<rect x="${n(s * 170 - 40)}" y="-190" width="80" height="26" rx="8" fill="${paint.lamp}"/>`,
      )
      .join('')
  );
}

export function motorhomeSilhouette(): Silhouette {
  return {
    length: 900,
    width: 480,
    height: 444,
    side: motorhomeSide,
    front: (paint) => motorhomeFace(paint, 'front'),
    rear: (paint) => motorhomeFace(paint, 'rear'),
  };
}
