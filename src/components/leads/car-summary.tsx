import { Icon } from '@/components/ui/icon';
import type { LeadFormCarDto } from '@/domain/lead-forms/setup';
import { PlainImage } from '@/components/ui/plain-image';

/** H-29: the car the form is about, by name and picture. */
export function CarSummary({ car }: { car: LeadFormCarDto }) {
  return (
    <div
      data-testid="lead-form-car"
      className="flex items-center gap-4 rounded-md border border-foreground/15 p-3"
    >
      {car.image ? (
        <PlainImage
          src={car.image.url}
          alt={car.image.alt}
          width={120}
          height={90}
          loading="eager"
          className="h-[90px] w-[120px] shrink-0 rounded object-cover"
        />
      ) : (
        <span className="flex h-[90px] w-[120px] shrink-0 items-center justify-center rounded bg-foreground/5">
          <Icon name="car" className="size-8 text-muted" />
        </span>
      )}
      <p className="font-semibold">{car.title}</p>
    </div>
  );
}
