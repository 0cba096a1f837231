import { describe, expect, it } from 'vitest';
import { extractLinks, srcsetUrls } from './extract-links';

describe('extractLinks', () => {
  it('finds page links, GET form actions and canonical/og:url as pages', () => {
    const html = `<a href="/cars/a?x=1&amp;y=2">A</a><area href="/map">
      <form action="/search" method="get"></form><form action="/api/leads" method="post"></form>
      <link rel="canonical" href="https://site.test/"><meta property="og:url" content="https://site.test/">`;
    expect(extractLinks(html)).toEqual([
      { url: '/cars/a?x=1&y=2', kind: 'page', tag: 'a' },
      { url: '/map', kind: 'page', tag: 'area' },
      { url: '/search', kind: 'page', tag: 'form' },
      { url: 'https://site.test/', kind: 'page', tag: 'link' },
      { url: 'https://site.test/', kind: 'page', tag: 'meta' },
    ]);
  });

  it('finds every file a page loads, srcset candidates included', () => {
    const html = `<link rel="stylesheet" href="/a.css"><link rel="preload" as="image" imagesrcset="/i.webp 1x, /i2.webp 2x">
      <link rel="dns-prefetch" href="//cdn.test"><script src="/s.js"></script><script>inline()</script>
      <img src="/p.webp" srcset="/p-640.webp 640w, /p-1280.webp 1280w"><video src="/v.mp4" poster="/v.jpg"></video>
      <meta property="og:image" content="https://site.test/og.png"><meta name="description" content="Cars">`;
    expect(extractLinks(html).map(({ url, kind }) => `${kind} ${url}`)).toEqual([
      'asset /a.css',
      'asset /i.webp',
      'asset /i2.webp',
      'asset /s.js',
      'asset /p.webp',
      'asset /p-640.webp',
      'asset /p-1280.webp',
      'asset /v.mp4',
      'asset /v.jpg',
      'asset https://site.test/og.png',
    ]);
  });

  it('ignores anchors without href', () => {
    expect(extractLinks('<a name="top">x</a><img alt="">')).toEqual([]);
  });
});

describe('srcsetUrls', () => {
  it('splits candidates on comma-space, so commas inside a URL survive', () => {
    expect(srcsetUrls('/_next/image?url=%2Fa.webp&w=640&q=75 1x, /b,c.webp 2x')).toEqual([
      '/_next/image?url=%2Fa.webp&w=640&q=75',
      '/b,c.webp',
    ]);
  });
});
