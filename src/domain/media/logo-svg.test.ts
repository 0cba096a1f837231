import { describe, expect, it } from 'vitest';
import { logoInitials, renderLogoSvg } from './logo-svg';
import { findXmlProblem } from './svg-test-helpers';

describe('renderLogoSvg', () => {
  it('renders a well-formed wordmark in the brand colour', () => {
    const svg = renderLogoSvg({ text: 'Acme Motors', colour: '0F4C81' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(findXmlProblem(svg)).toBeNull();
    expect(svg).toContain('#0f4c81');
    expect(svg).toContain('>Acme Motors</text>');
    expect(svg).toContain('>AM</text>');
  });

  it('escapes the name so it cannot inject markup', () => {
    const svg = renderLogoSvg({ text: '<script>alert("x")</script> & Co', colour: '111111' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(findXmlProblem(svg)).toBeNull();
  });

  it('grows with the name and caps very long names', () => {
    const width = (svg: string) => Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]);
    expect(width(renderLogoSvg({ text: 'A much longer dealer name', colour: '111111' }))).toBeGreaterThan(
      width(renderLogoSvg({ text: 'Short', colour: '111111' })),
    );
    expect(renderLogoSvg({ text: 'x'.repeat(500), colour: '111111' })).not.toContain('x'.repeat(61));
  });
});

describe('logoInitials', () => {
  it('takes up to two initials and skips filler words', () => {
    expect(logoInitials('The Car Co')).toBe('CC');
    expect(logoInitials('Ford & Mitsubishi Ipswich')).toBe('FM');
    expect(logoInitials('   ')).toBe('?');
  });
});
