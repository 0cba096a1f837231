/**
 * A URL from stock data that may go into an href or a src: http(s) or a path on our own site. Anything else
 * (javascript:, data:, protocol-relative '//host') is refused, so a feed cannot inject script through a link.
 */
export function safeLinkUrl(url: string | null | undefined): string | null {
  const value = url?.trim() ?? '';
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
