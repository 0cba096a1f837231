import type { SearchStatus } from './search-page-types';

export const SEARCH_LOADING_TEXT = 'Loading results…';
export const SEARCH_ERROR_TEXT =
  "We couldn't update the results. Please check your connection and try again.";

/** C-26: loading and error are announced; the previous results stay on screen meanwhile. */
export function SearchStatusMessage({ status, onRetry }: { status: SearchStatus; onRetry: () => void }) {
  if (status === 'error') {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-md border border-red-700/40 bg-red-50 p-3 text-sm text-red-900"
      >
        <span className="flex-1">{SEARCH_ERROR_TEXT}</span>
        <button
          type="button"
          onClick={onRetry}
          className="min-h-11 rounded-md border border-current px-4 font-semibold hover:bg-red-100"
        >
          Try again
        </button>
      </div>
    );
  }
  return (
    <p role="status" className={status === 'loading' ? 'text-sm text-muted' : 'sr-only'}>
      {status === 'loading' ? SEARCH_LOADING_TEXT : ''}
    </p>
  );
}
