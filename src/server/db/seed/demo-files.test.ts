import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_SITES } from './demo-sites';
import { defaultRows } from './test-fixtures';

const rows = defaultRows();

describe('demo files (issue 12: no demo record points at a file that does not exist)', () => {
  it('every /static/ file a demo car names is in public/', () => {
    const urls = new Set(
      rows.vehicles
        .flatMap((car) => [car.externalVideoUrl, car.videoUrl])
        .filter((url) => url?.startsWith('/static/')),
    );
    expect([...urls]).toEqual(['/static/video/walkaround.mp4']);
    for (const url of urls) expect(existsSync(`public${url}`), url!).toBe(true);
  });

  it('every promotion slide and popup image is a bundled file (K-18, K-20)', () => {
    const popups = DEMO_SITES.flatMap((site) => {
      const popup = (site.overrides as { promo?: { popup?: { imageUrl: string } } }).promo?.popup;
      return popup ? [popup.imageUrl] : [];
    });
    const urls = new Set([...rows.slides.map((slide) => slide.imageUrl), ...popups]);
    expect(popups).toEqual(['/static/promo/popup-eofy.svg']);
    for (const url of urls) expect(existsSync(`public${url}`), url).toBe(true);
  });
});
