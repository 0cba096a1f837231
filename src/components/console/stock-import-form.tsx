'use client';

import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { FILE_INPUT_CLASS } from '@/components/form/field-label';
import { Icon } from '@/components/ui/icon';
import { InlineAlert } from '@/components/ui/inline-alert';
import {
  checkImportFiles,
  FEED_ACCEPT,
  importSummary,
  MAPPING_ACCEPT,
  STOCK_IMPORT_PATH,
  type ConsoleImportReport,
} from '@/domain/console/stock-import';
import { FormStatus } from './form-status';
import { StockImportReport } from './stock-import-report';
import { useConsolePost } from './use-console-post';

type FileField = 'feed' | 'mapping';

function FileInput({
  name,
  label,
  hint,
  accept,
  error,
  inputRef,
  onChange,
}: {
  name: FileField;
  label: string;
  hint: ReactNode;
  accept: string;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: () => void;
}) {
  const id = `import-${name}`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={onChange}
        className={FILE_INPUT_CLASS}
      />
      <InlineAlert message={error ?? null} />
    </div>
  );
}

function Checkbox({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={`import-${name}`}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        className="mt-1 size-5"
      />
      <label htmlFor={`import-${name}`}>{label}</label>
    </div>
  );
}

/** The feed file, its column mapping if it needs one, and the import's two choices; then the report. */
export function StockImportForm() {
  const feed = useRef<HTMLInputElement | null>(null);
  const mapping = useRef<HTMLInputElement | null>(null);
  const [refused, setRefused] = useState<{ field: FileField; message: string } | null>(null);
  const action = useConsolePost(STOCK_IMPORT_PATH);
  const errors: Partial<Record<FileField, string>> = refused
    ? { [refused.field]: refused.message }
    : action.fieldErrors;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkImportFiles(feed.current?.files?.[0] ?? null, mapping.current?.files?.[0] ?? null);
    setRefused(problem);
    if (problem) return (problem.field === 'feed' ? feed : mapping).current?.focus();
    const summary = (answer: Record<string, unknown>) => importSummary(answer.report as ConsoleImportReport);
    void action.post(new FormData(event.currentTarget), summary);
  };
  const report = (action.answer?.report ?? null) as ConsoleImportReport | null;
  return (
    <div className="space-y-6">
      <form onSubmit={submit} noValidate className="max-w-prose space-y-4">
        <FileInput
          name="feed"
          label="Feed file (CSV or JSON)"
          hint="Up to 50 MB."
          accept={FEED_ACCEPT}
          error={errors.feed}
          inputRef={feed}
          onChange={() => setRefused(null)}
        />
        <FileInput
          name="mapping"
          label="Column mapping (optional)"
          hint="Only when the export's column headers are not the usual ones: a JSON file saying which header holds each field."
          accept={MAPPING_ACCEPT}
          error={errors.mapping}
          inputRef={mapping}
          onChange={() => setRefused(null)}
        />
        <Checkbox
          name="full"
          label="This file lists every car we have: mark cars that are not in it as sold"
          defaultChecked={false}
        />
        <Checkbox name="photos" label="Fetch the photos the file lists" defaultChecked />
        <button type="submit" disabled={action.locked} className="btn btn-primary">
          {action.busy ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
          {action.busy ? 'Importing…' : 'Import'}
        </button>
        <FormStatus
          error={refused?.message ?? action.error}
          done={action.busy ? 'Importing… A large file takes a minute or two.' : action.done}
        />
      </form>
      {report ? <StockImportReport report={report} /> : null}
    </div>
  );
}
