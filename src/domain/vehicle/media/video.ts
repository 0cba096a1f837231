/**
 * D-41 `videoKind`: an embedded player for known video hosts, matched by exact host name, with the embed
 * URL rebuilt from the video id (never the stored URL, so nothing but the id reaches the iframe); any other
 * https URL plays as a looping, muted, autoplaying <video>. A malformed or non-https URL is ignored (null).
 */
export type VideoSource =
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'file'; src: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const YOUTUBE_SHORT_HOST = 'youtu.be';
const VIMEO_HOSTS = new Set(['vimeo.com', 'player.vimeo.com']);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** /watch?v=ID, /embed/ID, /shorts/ID, /live/ID, /v/ID on youtube.com. */
function youtubeIdFromPath(url: URL): string | null {
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = /^\/(?:embed|shorts|live|v)\/([^/]+)\/?$/.exec(url.pathname);
  return match?.[1] ?? null;
}

function youtubeId(url: URL): string | null | undefined {
  if (url.hostname === YOUTUBE_SHORT_HOST) return /^\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? null;
  if (YOUTUBE_HOSTS.has(url.hostname)) return youtubeIdFromPath(url);
  return undefined;
}

/** vimeo.com/ID, vimeo.com/channels/x/ID, player.vimeo.com/video/ID. */
function vimeoId(url: URL): string | null | undefined {
  if (!VIMEO_HOSTS.has(url.hostname)) return undefined;
  const path = url.hostname === 'player.vimeo.com' ? /^\/video\/([^/]+)\/?$/ : /^\/(?:.*\/)?([^/]+)\/?$/;
  return path.exec(url.pathname)?.[1] ?? null;
}

function parseHttps(raw: string): URL | null {
  if (!URL.canParse(raw.trim())) return null;
  const url = new URL(raw.trim());
  return url.protocol === 'https:' && url.username === '' && url.password === '' ? url : null;
}

export function videoKind(raw: string | null | undefined): VideoSource | null {
  if (!raw) return null;
  const url = parseHttps(raw);
  if (!url) return null;
  const youtube = youtubeId(url);
  if (youtube !== undefined) {
    if (youtube === null || !YOUTUBE_ID.test(youtube)) return null;
    return { kind: 'youtube', id: youtube, embedUrl: `https://www.youtube.com/embed/${youtube}` };
  }
  const vimeo = vimeoId(url);
  if (vimeo !== undefined) {
    if (vimeo === null || !VIMEO_ID.test(vimeo)) return null;
    return { kind: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}` };
  }
  return { kind: 'file', src: url.href };
}
