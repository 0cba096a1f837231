import { describe, expect, it } from 'vitest';
import { findXmlProblem } from './svg-test-helpers';
import { VEHICLE_BODIES } from './vehicle-body';
import { renderVehicleSvg } from './vehicle-svg';

const VIEWS = [
  'front',
  'side',
  'rear',
  'interior',
  'detail-0',
  'detail-1',
  'detail-2',
  'detail-3',
  'detail-4',
  'spin-0',
  'spin-7',
  'spin-20-24',
];

describe('renderVehicleSvg', () => {
  it('renders a well-formed 1200×800 SVG for every body and view', () => {
    for (const body of VEHICLE_BODIES) {
      for (const view of VIEWS) {
        const svg = renderVehicleSvg({ body, colour: '1e3a8a', view });
        expect(
          svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"'),
          `${body} ${view}`,
        ).toBe(true);
        expect(findXmlProblem(svg), `${body} ${view}`).toBeNull();
      }
    }
  });

  it('paints the requested colour in every view', () => {
    for (const body of VEHICLE_BODIES) {
      for (const view of VIEWS) {
        expect(renderVehicleSvg({ body, colour: '#C81E5B', view }), `${body} ${view}`).toContain('#c81e5b');
      }
    }
  });

  it('draws each spin frame differently, so a 360 spin visibly turns', () => {
    const frames = Array.from({ length: 24 }, (_, frame) =>
      renderVehicleSvg({ body: 'suv', colour: '1e3a8a', view: { kind: 'spin', frame, frames: 24 } }),
    );
    expect(new Set(frames).size).toBe(24);
  });

  it('falls back to a sedan for an unknown body, and to the side view for an unknown view', () => {
    const sedan = renderVehicleSvg({ body: 'sedan', colour: '1e3a8a', view: 'side' });
    expect(renderVehicleSvg({ body: 'hovercraft', colour: '1e3a8a', view: 'side' })).toBe(sedan);
    expect(renderVehicleSvg({ body: 'sedan', colour: '1e3a8a', view: 'upside-down' })).toBe(sedan);
  });

  it('draws an invalid colour grey instead of failing', () => {
    const svg = renderVehicleSvg({ body: 'ute', colour: 'not-a-colour', view: 'side' });
    expect(svg).toContain('#808080');
    expect(findXmlProblem(svg)).toBeNull();
  });

  it('is pure: the same input gives the same bytes', () => {
    const input = { body: 'caravan', colour: 'f2f3f1', view: 'spin-5-36' };
    expect(renderVehicleSvg(input)).toBe(renderVehicleSvg(input));
  });
});
