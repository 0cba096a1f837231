'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isPhotoId,
  MAX_PHOTOS_PER_LEAD,
  PHOTO_MESSAGES,
  PHOTO_UPLOADING_TOKEN,
} from '@/domain/trade-in/photos';
import { uploadPhoto } from './upload-photo';

/** One chosen file: on its way (`id` null) or stored under `id`. */
export type PhotoItem = { key: number; name: string; id: string | null };

/** What the form sends while a photo is on its way: the form's check refuses the token until it is done. */
export function photoIdsValue(items: readonly PhotoItem[]): string {
  return items.map((item) => item.id ?? PHOTO_UPLOADING_TOKEN).join(',');
}

/** The form keeps only the ids: a step shown again starts from them (each named by its place). */
function itemsOf(value: string): PhotoItem[] {
  const ids = value.split(',').filter(isPhotoId);
  return ids.map((id, index) => ({ key: index + 1, name: `Photo ${index + 1}`, id }));
}

function uploadingStatus(count: number): string {
  return count === 1 ? 'Uploading 1 photo…' : `Uploading ${count} photos…`;
}

/**
 * The trade-in's photos (decision 047): each chosen file is uploaded at once; the form's value is their ids,
 * with a placeholder while any is on its way; `status` is the polite live region's latest message. `onChange`
 * must be stable (the form's setValue).
 */
export function usePhotoUploads(
  name: string,
  value: string,
  onChange: (name: string, value: string) => void,
) {
  const [items, setItems] = useState<PhotoItem[]>(() => itemsOf(value));
  const [status, setStatus] = useState('');
  const nextKey = useRef(MAX_PHOTOS_PER_LEAD);

  useEffect(() => {
    onChange(name, photoIdsValue(items));
  }, [name, items, onChange]);

  const uploadOne = useCallback(async (file: File, key: number) => {
    const outcome = await uploadPhoto(file);
    setItems((current) => {
      if (!current.some((item) => item.key === key)) return current;
      if (outcome.ok) return current.map((item) => (item.key === key ? { ...item, id: outcome.id } : item));
      return current.filter((item) => item.key !== key);
    });
    setStatus(outcome.ok ? `${file.name} uploaded.` : `${file.name}: ${outcome.message}`);
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const room = MAX_PHOTOS_PER_LEAD - items.length;
      const chosen = files.slice(0, Math.max(room, 0));
      const added = chosen.map((file) => ({ key: (nextKey.current += 1), name: file.name, id: null }));
      if (added.length > 0) setItems((current) => [...current, ...added]);
      setStatus(chosen.length < files.length ? PHOTO_MESSAGES.tooMany : uploadingStatus(added.length));
      chosen.forEach((file, index) => void uploadOne(file, added[index]!.key));
    },
    [items.length, uploadOne],
  );

  const remove = useCallback((item: PhotoItem) => {
    setItems((current) => current.filter((other) => other.key !== item.key));
    setStatus(`${item.name} removed.`);
  }, []);

  return { items, status, add, remove, isFull: items.length >= MAX_PHOTOS_PER_LEAD };
}
