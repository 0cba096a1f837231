import type { ReactNode } from 'react';
import { SmartLink } from './smart-link';

const VARIANTS = {
  primary: 'bg-primary text-primary-foreground hover:opacity-90',
  accent: 'bg-accent text-accent-foreground hover:opacity-90',
  outline: 'border border-current hover:bg-foreground/5',
} as const;

type ButtonLinkProps = {
  href: string;
  children: ReactNode;
  variant?: keyof typeof VARIANTS;
  className?: string;
  'aria-label'?: string;
  /** Off for links repeated many times on a page (card buttons), so the viewport does not prefetch them all. */
  prefetch?: boolean;
};

/** The button look of a link, for links that are not ButtonLinks (e.g. ones that open a dialog). */
export function buttonLinkClass(variant: keyof typeof VARIANTS = 'primary', className = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition ${VARIANTS[variant]} ${className}`;
}

export function ButtonLink({
  href,
  children,
  variant = 'primary',
  className = '',
  ...rest
}: ButtonLinkProps) {
  return (
    <SmartLink href={href} className={buttonLinkClass(variant, className)} {...rest}>
      {children}
    </SmartLink>
  );
}
