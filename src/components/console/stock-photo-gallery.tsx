'use client';

import { useRef, useState } from 'react';
import { PHOTO_COVER_PATH, PHOTO_REMOVE_PATH } from '@/domain/console/stock-photos';
import { FormStatus } from './form-status';
import { useConsolePost } from './use-console-post';

export type CarPhoto = { id: number; thumbUrl: string };

/**
 * A car's photos in the order buyers see them, the cover first; staff who may edit can make one the cover or
 * remove it. After a change the list takes the focus, so a keyboard user is not left on a removed button.
 */
export function StockPhotoGallery({
  vehicleId,
  photos,
  canEdit,
}: {
  vehicleId: number;
  photos: readonly CarPhoto[];
  canEdit: boolean;
}) {
  const list = useRef<HTMLOListElement | null>(null);
  const removeAction = useConsolePost(PHOTO_REMOVE_PATH);
  const coverAction = useConsolePost(PHOTO_COVER_PATH);
  const [last, setLast] = useState<'remove' | 'cover'>('remove');
  const locked = removeAction.locked || coverAction.locked;
  const change = async (kind: 'remove' | 'cover', imageId: number, doneText: string) => {
    setLast(kind);
    const action = kind === 'remove' ? removeAction : coverAction;
    if (await action.post({ vehicleId, imageId }, () => doneText)) list.current?.focus();
  };
  const remove = (imageId: number, label: string) => {
    if (window.confirm(`Remove ${label.toLowerCase()} from this car? Buyers no longer see it.`))
      void change('remove', imageId, `${label} removed.`);
  };
  const shown = last === 'cover' ? coverAction : removeAction;
  return (
    <div className="space-y-2">
      {photos.length === 0 ? <p className="text-sm">No photos yet.</p> : null}
      <ol
        ref={list}
        tabIndex={-1}
        aria-label="Photos, the cover first"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
      >
        {photos.map((photo, index) => {
          const label = index === 0 ? 'The cover photo' : `Photo ${index + 1}`;
          return (
            <li key={photo.id} className="space-y-1">
              {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail from the site's own photo files */}
              <img
                src={photo.thumbUrl}
                alt={label}
                width={200}
                height={150}
                className="aspect-[4/3] w-full rounded object-cover"
              />
              <p className="text-sm">{index === 0 ? 'Cover' : `Photo ${index + 1}`}</p>
              {canEdit ? (
                <div className="flex flex-wrap gap-2">
                  {index > 0 ? (
                    <button
                      type="button"
                      disabled={locked}
                      onClick={() => void change('cover', photo.id, `${label} is now the cover.`)}
                      className="btn btn-outline"
                      aria-label={`Make photo ${index + 1} the cover`}
                    >
                      Make cover
                    </button>
                  ) : null}
                  <button
                    type="button"
                    disabled={locked}
                    onClick={() => remove(photo.id, label)}
                    className="btn btn-outline"
                    aria-label={`Remove ${label.toLowerCase()}`}
                  >
                    Remove
                  </button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <FormStatus error={shown.error} done={shown.done} />
    </div>
  );
}
