import { describe, expect, it } from 'vitest';
import { renderSiteIconSvg } from './site-icon-svg';
import { findXmlProblem } from './svg-test-helpers';

const summit = { name: 'Summit Motor Group', colour: '#0F4C81', textColour: '#ffffff' };

describe('renderSiteIconSvg', () => {
  it("draws the site's initial in the foreground colour on a rounded square of its primary colour", () => {
    const svg = renderSiteIconSvg({ ...summit, shape: 'rounded' });
    expect(findXmlProblem(svg)).toBeNull();
    expect(svg).toContain('viewBox="0 0 64 64"');
    expect(svg).toContain('<rect width="64" height="64" rx="14" fill="#0f4c81"/>');
    expect(svg).toMatch(/fill="#ffffff">S<\/text><\/svg>$/);
  });

  it('is a full square for home-screen icons', () => {
    expect(renderSiteIconSvg({ ...summit, shape: 'square' })).toContain('rx="0"');
  });

  it('skips filler words and escapes the initial', () => {
    expect(renderSiteIconSvg({ ...summit, name: 'The Car Co', shape: 'rounded' })).toContain('>C</text>');
    const svg = renderSiteIconSvg({ ...summit, name: '<Bad> & Co', shape: 'rounded' });
    expect(svg).toContain('>&lt;</text>');
    expect(findXmlProblem(svg)).toBeNull();
  });

  it('falls back to dark and white for colours that are not #rrggbb', () => {
    const svg = renderSiteIconSvg({ name: 'X', colour: 'red"/>', textColour: '', shape: 'rounded' });
    expect(svg).toContain('fill="#111827"/>');
    expect(svg).toContain('fill="#ffffff">X</text>');
  });
});
