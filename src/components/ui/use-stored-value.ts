'use client';

import { useCallback, useSyncExternalStore } from 'react';

// 'storage' events reach other tabs only; this one tells the other components of this tab.
const SAME_TAB_EVENT = 'forecourt:storage';

const subscribers = new Set<() => void>();

function notifySubscribers(): void {
  for (const onChange of subscribers) onChange();
}

/**
 * One pair of window listeners for every subscriber: a search page has two stored values per card, and a
 * pair of listeners each cost its hydration a few milliseconds on a slow phone.
 */
function subscribe(onChange: () => void): () => void {
  if (subscribers.size === 0) {
    window.addEventListener('storage', notifySubscribers);
    window.addEventListener(SAME_TAB_EVENT, notifySubscribers);
  }
  subscribers.add(onChange);
  return () => {
    subscribers.delete(onChange);
    if (subscribers.size > 0) return;
    window.removeEventListener('storage', notifySubscribers);
    window.removeEventListener(SAME_TAB_EVENT, notifySubscribers);
  };
}

/** One item as stored now; null when absent or when storage is switched off. */
export function readStoredValue(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    // Storage can be switched off (privacy settings): the controls then act as if nothing were stored.
    console.warn(`local storage is not readable (${key})`, error);
    return null;
  }
}

/**
 * One local-storage item as React state, shared by every component of the page and kept in step with other
 * tabs. The server (and the first client render) see null, so hydration matches and stored values appear after.
 */
export function useStoredValue(key: string): [string | null, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => readStoredValue(key),
    () => null,
  );
  const write = useCallback((next: string) => writeStoredValue(key, next), [key]);
  return [value, write];
}

/** Writes one item and tells this tab's components (other tabs hear the browser's own 'storage' event). */
export function writeStoredValue(key: string, next: string): void {
  try {
    window.localStorage.setItem(key, next);
  } catch (error) {
    console.warn(`local storage is not writable (${key})`, error);
  }
  window.dispatchEvent(new Event(SAME_TAB_EVENT));
}

/** Removes one item and tells this tab's components (other tabs hear the browser's own 'storage' event). */
export function removeStoredValue(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.warn(`local storage is not writable (${key})`, error);
  }
  window.dispatchEvent(new Event(SAME_TAB_EVENT));
}
