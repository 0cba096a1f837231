'use client';

import { useRef } from 'react';
import type { LeadField } from '@/domain/leads';
import { PHOTO_ACCEPT } from '@/domain/media/photo-rules';
import { TRADE_IN_PHOTOS_PATH } from '@/domain/trade-in/photos';
import { describedBy, hintId } from '@/components/form/field-ids';
import { FieldError } from '@/components/form/field-error';
import { FieldLabel, FILE_INPUT_CLASS } from '@/components/form/field-label';
import { usePhotoUploads, type PhotoItem } from './use-photo-uploads';

type PhotoFieldProps = {
  id: string;
  field: LeadField;
  value: string;
  error: string | null;
  onChange: (name: string, value: string) => void;
};

/** A fixed square per photo: a thumbnail arriving or going never moves the fields below it on a phone. */
function PhotoTile({ item, onRemove }: { item: PhotoItem; onRemove: (item: PhotoItem) => void }) {
  return (
    <li className="w-24 space-y-1" data-testid="trade-in-photo">
      <div className="grid size-24 place-items-center overflow-hidden rounded-md border border-foreground/40 bg-background">
        {item.id ? (
          // eslint-disable-next-line @next/next/no-img-element -- the site's own private JPEG, already small
          <img
            src={`${TRADE_IN_PHOTOS_PATH}/${item.id}`}
            alt={item.name}
            width={96}
            height={96}
            className="size-24 object-cover"
          />
        ) : (
          <span className="px-1 text-center text-xs">Uploading…</span>
        )}
      </div>
      <button
        type="button"
        className="min-h-11 w-full rounded-md border border-foreground/40 px-2 text-sm"
        aria-label={`Remove ${item.name}`}
        onClick={() => onRemove(item)}
      >
        Remove
      </button>
    </li>
  );
}

/** The trade-in's optional photos (decision 047): chosen files upload at once, each with a Remove button. */
export function PhotoField({ id, field, value, error, onChange }: PhotoFieldProps) {
  const photos = usePhotoUploads(field.name, value, onChange);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const remove = (item: PhotoItem) => {
    photos.remove(item);
    inputRef.current?.focus();
  };
  return (
    <div className="space-y-2">
      <FieldLabel htmlFor={id} label={field.label} required={false} />
      <p id={hintId(id)} className="text-sm text-muted">
        JPEG, PNG or WebP, up to 10 MB each.
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        disabled={photos.isFull}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hasHint: true, hasError: Boolean(error) })}
        className={FILE_INPUT_CLASS}
        onChange={(event) => {
          photos.add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      {photos.items.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-label="Your photos">
          {photos.items.map((item) => (
            <PhotoTile key={item.key} item={item} onRemove={remove} />
          ))}
        </ul>
      ) : null}
      <FieldError id={id} message={error} />
      <p role="status" aria-live="polite" className="min-h-5 text-sm">
        {photos.status}
      </p>
    </div>
  );
}
