import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET as getLogo } from './logo/[text]/[colour]/route';
import { GET as getVehicle } from './vehicle/[body]/[colour]/[view]/route';
import { GET as getIconSprite } from './icons.svg/route';
import { ICON_NAMES, ICON_SPRITE_VERSION } from '@/components/ui/icon-names';

const request = new Request('http://localhost/media');
const vehicle = (body: string, colour: string, view: string) =>
  getVehicle(request, { params: Promise.resolve({ body, colour, view }) });
const logo = (text: string, colour: string) =>
  getLogo(request, { params: Promise.resolve({ text, colour }) });

describe('GET /media/vehicle/{body}/{colour}/{view}', () => {
  it('serves an immutable SVG', async () => {
    const response = await vehicle('suv', '1e3a8a', 'side.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('#1e3a8a');
  });

  it('serves the same picture as a 1200×800 JPEG at .jpg, for link previews', async () => {
    const response = await vehicle('suv', '1e3a8a', 'side.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const jpeg = Buffer.from(await response.arrayBuffer());
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect((await vehicle('suv', '1e3a8a', 'top.jpg')).status).toBe(404);
  });

  it('serves spin frames and details', async () => {
    expect((await vehicle('ute', 'eb0a1e', 'spin-3-24.svg')).status).toBe(200);
    expect((await vehicle('caravan', 'f3f4f1', 'detail-4.svg')).status).toBe(200);
  });

  it('is 404 for an unknown body, colour or view', async () => {
    expect((await vehicle('spaceship', '1e3a8a', 'side.svg')).status).toBe(404);
    expect((await vehicle('suv', 'blue', 'side.svg')).status).toBe(404);
    expect((await vehicle('suv', '1e3a8a', 'top.svg')).status).toBe(404);
    expect((await vehicle('suv', '1e3a8a', 'spin-40-24.svg')).status).toBe(404);
  });
});

describe('GET /media/logo/{text}/{colour}', () => {
  it('serves a wordmark for a decoded or still-encoded name', async () => {
    for (const text of ['Acme Motors', 'Acme%20Motors']) {
      const response = await logo(text, '0f4c81.svg');
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('>Acme Motors</text>');
    }
  });

  it('is 404 for an empty or overlong name or a bad colour', async () => {
    expect((await logo('  ', '0f4c81.svg')).status).toBe(404);
    expect((await logo('x'.repeat(61), '0f4c81')).status).toBe(404);
    expect((await logo('Acme', 'red.svg')).status).toBe(404);
  });
});

describe('GET /media/logo/{text}/{colour}?fg=', () => {
  const withQuery = (query: string) =>
    getLogo(new Request(`http://localhost/media/logo/Acme/0f4c81.svg${query}`), {
      params: Promise.resolve({ text: 'Acme', colour: '0f4c81.svg' }),
    });

  it('sets the wordmark text colour for dark headers', async () => {
    const response = await withQuery('?fg=ffffff');
    expect(await response.text()).toContain('fill="#ffffff">Acme</text>');
  });

  it('is 404 for a bad text colour', async () => {
    expect((await withQuery('?fg=white')).status).toBe(404);
  });
});

describe('GET /media/icons.svg', () => {
  it('holds a symbol for every name the Icon component takes, drawn from lucide', async () => {
    const sprite = await getIconSprite().text();
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual([...ICON_NAMES]);
    expect(sprite).toContain(
      '<symbol id="gauge" viewBox="0 0 24 24"><path d="m12 14 4-4"/><path d="M3.34 19a10 10 0 1 1 17.32 0"/></symbol>',
    );
  });

  it('is cached as immutable, its URL versioned by a hash of its content', async () => {
    const response = getIconSprite();
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const hash = createHash('sha256')
      .update(await response.text())
      .digest('hex')
      .slice(0, 8);
    expect(ICON_SPRITE_VERSION, 'update ICON_SPRITE_VERSION in icon-names.ts').toBe(hash);
  });
});
