import { Icon } from '@/components/ui/icon';

type CallLinkProps = {
  telHref: string;
  /** Who answers: read out as 'Call {name} on {number}'. */
  name: string;
  number: string;
  className: string;
  iconClassName: string;
};

/** A location's phone number as a tel: link, named for screen readers by who answers it (J-21). */
export function CallLink({ telHref, name, number, className, iconClassName }: CallLinkProps) {
  return (
    <a href={telHref} aria-label={`Call ${name} on ${number}`} className={className}>
      <Icon name="phone" className={iconClassName} />
      {number}
    </a>
  );
}
