import { inflateSync } from 'node:zlib';

/**
 * Test helper: the text a PDF draws. Inflates each Flate stream and decodes the hex strings of its text
 * operators (the built-in fonts' single-byte codes); runs are joined without a separator. Image streams
 * (the photo's JPEG) are not Flate and hold no text operators, so they add nothing.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [op[2]!];
      lines.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('');
}

/** Test helper: whether the PDF embeds an image XObject (the car's photo). */
export function pdfHasImage(pdf: Buffer): boolean {
  return pdf.toString('latin1').includes('/Subtype /Image');
}
