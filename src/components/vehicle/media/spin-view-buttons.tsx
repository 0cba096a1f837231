import type { SpinView } from '@/domain/vehicle/media/spin';

const VIEWS: { view: SpinView; label: string; testId: string }[] = [
  { view: 'spinner', label: 'Spin', testId: 'spin-view-spin' },
  { view: 'gallery', label: 'Images', testId: 'spin-view-images' },
  { view: 'interior', label: 'Interior', testId: 'spin-view-interior' },
];

type SpinViewButtonsProps = { view: SpinView; hasInterior: boolean; onChange: (view: SpinView) => void };

/** D-11/D-18: Spin, Images and, only with an allowed interior URL, Interior. */
export function SpinViewButtons({ view, hasInterior, onChange }: SpinViewButtonsProps) {
  return (
    <div role="group" aria-label="Media view" className="flex gap-2">
      {VIEWS.filter((entry) => entry.view !== 'interior' || hasInterior).map((entry) => (
        <button
          key={entry.view}
          type="button"
          data-testid={entry.testId}
          aria-pressed={view === entry.view}
          onClick={() => onChange(entry.view)}
          className="min-h-11 rounded-md border border-foreground/20 px-3 md:px-4 font-semibold aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
        >
          {entry.label}
        </button>
      ))}
    </div>
  );
}
