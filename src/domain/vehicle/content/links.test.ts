import { describe, expect, it } from 'vitest';
import { safeLinkUrl } from './links';

describe('safeLinkUrl', () => {
  it.each([
    ['https://reports.example/history/ABC.pdf', 'https://reports.example/history/ABC.pdf'],
    ['http://example.com/v.mp4', 'http://example.com/v.mp4'],
    ['  /media/video/hs1-walkaround.mp4 ', '/media/video/hs1-walkaround.mp4'],
    ['HTTPS://Example.com/a b', 'https://example.com/a%20b'],
  ])('keeps %j', (input, expected) => {
    expect(safeLinkUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    '/\\evil.example',
    'ftp://example.com/file',
    'reports/file.pdf',
    '',
    null,
    undefined,
  ])('refuses %j', (input) => {
    expect(safeLinkUrl(input)).toBeNull();
  });
});
