import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const html = (source: string) => renderToStaticMarkup(createElement(Markdown, { source }));

describe('Markdown (dealer-written content pages)', () => {
  it('renders headings, lists, emphasis, links and tables', () => {
    const out = html(
      '## Visit us\n\n- **Honest** prices\n\n[Contact](/contact)\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(out).toContain('<h2>Visit us</h2>');
    expect(out).toContain('<li><strong>Honest</strong> prices</li>');
    expect(out).toContain('<a href="/contact">Contact</a>');
    expect(out).toContain('<td>1</td>');
  });

  it('never renders raw HTML or script URLs from the page body', () => {
    const out = html(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[x](javascript:alert(3))',
    );
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('javascript:');
    expect(out).not.toContain('alert');
    // The raw HTML is dropped whole; the link keeps its text without the unsafe URL.
    expect(out).toMatch(/>\s*<p><a>x<\/a><\/p><\/div>$/);
  });
});
