'use client';

import { useRef, useState, type FormEvent } from 'react';
import { FILE_INPUT_CLASS } from '@/components/form/field-label';
import { Icon } from '@/components/ui/icon';
import { PHOTO_ACCEPT } from '@/domain/media/photo-rules';
import {
  checkStockPhotoFiles,
  MAX_PHOTOS_PER_UPLOAD,
  photosAddedText,
  STOCK_PHOTO_UPLOAD_PATH,
} from '@/domain/console/stock-photos';
import { FormStatus } from './form-status';
import { useConsolePost } from './use-console-post';

/**
 * Staff add photos to a car from their computer or phone: checked here first (how many, how large, what type),
 * then read again by the server, which refuses the lot if one is not a photo.
 */
export function StockPhotoUpload({ vehicleId }: { vehicleId: number }) {
  const input = useRef<HTMLInputElement | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const action = useConsolePost(STOCK_PHOTO_UPLOAD_PATH);
  const error = refused ?? action.error;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const files = Array.from(input.current?.files ?? []);
    const problem = checkStockPhotoFiles(files);
    setRefused(problem);
    if (problem) return input.current?.focus();
    const form = new FormData();
    form.set('vehicleId', String(vehicleId));
    for (const file of files) form.append('photos', file);
    const added = (answer: Record<string, unknown>) =>
      photosAddedText(Number(answer.added), Number(answer.alreadyShown));
    if ((await action.post(form, added)) && input.current) input.current.value = '';
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      <div className="space-y-1">
        <label htmlFor="stock-photo-files" className="block text-sm font-semibold">
          Add photos
        </label>
        <p id="stock-photo-hint" className="text-sm text-muted">
          JPEG, PNG or WebP, up to 10 MB each and {MAX_PHOTOS_PER_UPLOAD} at a time. They go after the
          car&apos;s current photos.
        </p>
        <input
          ref={input}
          id="stock-photo-files"
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          aria-describedby="stock-photo-hint"
          aria-invalid={error ? true : undefined}
          onChange={() => setRefused(null)}
          className={FILE_INPUT_CLASS}
        />
      </div>
      <button type="submit" disabled={action.locked} className="btn btn-primary">
        {action.busy ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
        {action.busy ? 'Uploading…' : 'Upload photos'}
      </button>
      <FormStatus error={error} done={action.busy ? 'Uploading…' : action.done} />
    </form>
  );
}
