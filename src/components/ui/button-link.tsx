import type { ReactNode } from 'react';
import { SmartLink } from './smart-link';

/** The looks, as component classes in globals.css (decision 040); a caller's utilities override them. */
const VARIANTS = { primary: 'btn-primary', accent: 'btn-accent', outline: 'btn-outline' } as const;

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
  return className ? `btn ${VARIANTS[variant]} ${className}` : `btn ${VARIANTS[variant]}`;
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
