import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';

type HeaderCountLinkProps = {
  href: string;
  icon: IconName;
  /** The link's name for assistive tech, the count included when there is one. */
  label: string;
  count: number;
  testId: string;
};

/** A header icon link with a count badge (the visitor's compared or saved cars); the badge hides at 0. */
export function HeaderCountLink({ href, icon, label, count, testId }: HeaderCountLinkProps) {
  return (
    <a
      href={href}
      data-testid={testId}
      className="relative flex size-11 items-center justify-center rounded-md hover:bg-header-foreground/10"
    >
      <Icon name={icon} className="size-6" />
      <span className="sr-only">{label}</span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 flex size-5 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
        >
          {count}
        </span>
      ) : null}
    </a>
  );
}
