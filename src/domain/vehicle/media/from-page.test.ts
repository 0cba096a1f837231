import { describe, expect, it } from 'vitest';
import type { VehiclePageData } from '../page-data';
import { mediaFromPage } from './from-page';

type PageMedia = Pick<VehiclePageData, 'car' | 'images' | 'spin' | 'video'>;

const page = (overrides: Partial<PageMedia['spin']> = {}, video: string | null = null): PageMedia => ({
  car: { status: 'in_stock', sold: false, reserved: false } as VehiclePageData['car'],
  images: [
    { url: '/a-front.svg', thumbUrl: '/a-front-thumb.svg', width: 600, height: 400 },
    { url: '/a-side.svg', thumbUrl: '/a-side-thumb.svg', width: null, height: null },
  ],
  spin: {
    frames: ['/spin-0.svg', '/spin-1.svg', '/spin-2.svg'],
    interiorUrl: ' /media/interior.svg ',
    code: 'SPN-1',
    hotspots: [
      { id: 11, view: 'exterior', frameIndex: 1, x: 40.5, y: 60, title: 'Wheels', description: 'Alloy' },
      { id: 12, view: 'interior', frameIndex: null, x: 10, y: 20, title: 'Dashboard', description: 'Dash' },
      { id: 13, view: 'exterior', frameIndex: 7, x: 1, y: 1, title: 'Off the turn', description: 'Gone' },
    ],
    ...overrides,
  },
  video: { url: video, externalUrl: null },
});

describe('mediaFromPage (D-1..D-26)', () => {
  it('keeps photo order, the video, the frames and hotspots split by view', () => {
    expect(mediaFromPage(page({}, ' https://youtu.be/dQw4w9WgXcQ '))).toEqual({
      availability: { status: 'in_stock', sold: false, reserved: false },
      images: [
        { url: '/a-front.svg', thumbUrl: '/a-front-thumb.svg' },
        { url: '/a-side.svg', thumbUrl: '/a-side-thumb.svg' },
      ],
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      spin: {
        frames: ['/spin-0.svg', '/spin-1.svg', '/spin-2.svg'],
        interiorUrl: '/media/interior.svg',
        exteriorHotspots: [{ id: 11, frame: 1, x: 40.5, y: 60, title: 'Wheels', description: 'Alloy' }],
        interiorHotspots: [{ id: 12, x: 10, y: 20, title: 'Dashboard', description: 'Dash' }],
      },
    });
  });

  it('has no spin without frames: a spin code alone is not enough (D-10)', () => {
    const media = mediaFromPage(page({ frames: [] }, '  '));
    expect(media.spin).toBeNull();
    expect(media.videoUrl).toBeNull();
  });

  it('drops interior hotspots when the car has no interior URL', () => {
    expect(mediaFromPage(page({ interiorUrl: null })).spin).toMatchObject({
      interiorUrl: null,
      interiorHotspots: [],
    });
  });
});
