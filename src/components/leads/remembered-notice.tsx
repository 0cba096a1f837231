'use client';

/** Decision 3: the visible way to make this browser forget the buyer's details. */
export function RememberedNotice({ onForget }: { onForget: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-foreground/5 p-3 text-sm">
      <p>We filled in your contact details saved in this browser from your last enquiry.</p>
      <button
        type="button"
        onClick={onForget}
        className="min-h-11 rounded-md px-3 font-semibold underline underline-offset-2"
      >
        Forget my details
      </button>
    </div>
  );
}
