import { describe, expect, it } from 'vitest';
import { videoKind } from './video';

const ID = 'dQw4w9WgXcQ';
const youtube = { kind: 'youtube', id: ID, embedUrl: `https://www.youtube.com/embed/${ID}` };
const vimeo = { kind: 'vimeo', id: '76979871', embedUrl: 'https://player.vimeo.com/video/76979871' };

describe('D-41 videoKind: known hosts by exact host, embed URL rebuilt from the id', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://WWW.YouTube.com/watch?v=${ID}`,
    ` https://www.youtube.com/watch?v=${ID} `,
  ])('%s → YouTube embed', (url) => {
    expect(videoKind(url)).toEqual(youtube);
  });

  it.each([
    'https://vimeo.com/76979871',
    'https://vimeo.com/channels/staffpicks/76979871',
    'https://player.vimeo.com/video/76979871',
    'https://player.vimeo.com/video/76979871?h=abc',
  ])('%s → Vimeo embed', (url) => {
    expect(videoKind(url)).toEqual(vimeo);
  });

  it('drops everything but the id (no extra path or query reaches the iframe)', () => {
    expect(videoKind(`https://www.youtube.com/watch?v=${ID}&autoplay=1&list=x`)).toEqual(youtube);
  });

  it.each([
    `https://www.youtube.com/watch?v=${ID}x`,
    `https://www.youtube.com/watch?v=short`,
    'https://www.youtube.com/watch',
    'https://www.youtube.com/',
    `https://youtu.be/${ID}/extra`,
    'https://vimeo.com/abc',
    'https://player.vimeo.com/',
  ])('%s: a known host without a valid id → ignored', (url) => {
    expect(videoKind(url)).toBeNull();
  });

  it.each([
    [`https://youtube.com.evil.example/watch?v=${ID}`, `https://youtube.com.evil.example/watch?v=${ID}`],
    [`https://evilyoutube.com/watch?v=${ID}`, `https://evilyoutube.com/watch?v=${ID}`],
    [`https://music.youtube.com/watch?v=${ID}`, `https://music.youtube.com/watch?v=${ID}`],
    ['https://cdn.example.com/walkaround.mp4', 'https://cdn.example.com/walkaround.mp4'],
    ['https://vimeo.com.example/76979871', 'https://vimeo.com.example/76979871'],
  ])('%s: any other host → a looping muted autoplay file', (url, src) => {
    expect(videoKind(url)).toEqual({ kind: 'file', src });
  });

  it.each([
    [`http://www.youtube.com/watch?v=${ID}`],
    ['http://cdn.example.com/walkaround.mp4'],
    ['javascript:alert(1)'],
    ['data:video/mp4;base64,AAAA'],
    ['/media/video/abc.mp4'],
    ['not a url'],
    ['https://user:pass@cdn.example.com/a.mp4'],
    [''],
    [null],
    [undefined],
  ])('%s: malformed or not https → ignored', (url) => {
    expect(videoKind(url)).toBeNull();
  });
});
