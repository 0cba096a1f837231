/** A random URL-safe id (32 hex characters); getRandomValues works on plain http pages too. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * D-68: the browser's own random visitor id, kept in this site's local storage (N-7). Without storage (privacy
 * settings) each call is a fresh id, so a reveal still counts once per page view.
 */
export function visitorId(storageKey: string): string {
  try {
    const stored = window.localStorage.getItem(storageKey);
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
    const id = randomId();
    window.localStorage.setItem(storageKey, id);
    return id;
  } catch (error) {
    console.warn('visitor id: local storage is not usable', error);
    return randomId();
  }
}
