import { darken, lighten, luminance } from './svg-colour';

/** The colours one picture is drawn with; gradients are referenced by id from `defs`. */
export type Paint = {
  body: string;
  dark: string;
  light: string;
  outline: string;
  trim: string;
  tyre: string;
  rim: string;
  lamp: string;
  tail: string;
};

export function createPaint(body: string): Paint {
  const isLight = luminance(body) > 0.6;
  return {
    body,
    dark: darken(body, 0.35),
    light: lighten(body, 0.35),
    outline: isLight ? '#9aa1a9' : darken(body, 0.55),
    trim: '#22262b',
    tyre: '#1d2024',
    rim: '#c7ccd3',
    lamp: '#f4f1e6',
    tail: '#c81e1e',
  };
}

/** Rounds to one decimal so the SVG stays small and stable. */
export const n = (value: number) => Math.round(value * 10) / 10;

export function defs(paint: Paint): string {
  return [
    '<defs>',
    `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${paint.light}"/>`,
    `<stop offset="0.45" stop-color="${paint.body}"/><stop offset="1" stop-color="${paint.dark}"/></linearGradient>`,
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5d7386"/>',
    '<stop offset="1" stop-color="#17222d"/></linearGradient>',
    '<radialGradient id="studio" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="#fbfcfd"/>',
    '<stop offset="1" stop-color="#d5dae0"/></radialGradient>',
    '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.35"/>',
    '<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
    '</defs>',
  ].join('');
}

/** Studio backdrop: a soft gradient wall and a floor line. */
export function backdrop(): string {
  return (
    '<rect width="1200" height="800" fill="url(#studio)"/>' +
    '<rect y="560" width="1200" height="240" fill="#cfd4da" opacity="0.55"/>'
  );
}

export function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#shadow)"/>`;
}

/** A wheel seen from the side, centred on (x, -r). */
export function wheel(x: number, r: number, paint: Paint): string {
  const spokes = [0, 72, 144, 216, 288]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      return `<line x1="${n(x)}" y1="${n(-r)}" x2="${n(x + Math.cos(a) * r * 0.58)}" y2="${n(-r + Math.sin(a) * r * 0.58)}"/>`;
    })
    .join('');
  return (
    `<circle cx="${n(x)}" cy="${n(-r)}" r="${n(r)}" fill="${paint.tyre}"/>` +
    `<circle cx="${n(x)}" cy="${n(-r)}" r="${n(r * 0.64)}" fill="${paint.rim}" stroke="#8d949c" stroke-width="3"/>` +
    `<g stroke="#7b828a" stroke-width="${n(r * 0.12)}" stroke-linecap="round">${spokes}</g>` +
    `<circle cx="${n(x)}" cy="${n(-r)}" r="${n(r * 0.14)}" fill="#5c636b"/>`
  );
}

export function svgDocument(content: string, paint: Paint, title: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img">' +
    `<title>${title}</title>${defs(paint)}${backdrop()}${content}</svg>`
  );
}
