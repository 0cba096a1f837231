import Link from 'next/link';
import type { ComponentProps } from 'react';
import { isExternalHref } from '@/domain/navigation/links';

type SmartLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string; prefetch?: boolean };

/** Site paths use client navigation; absolute URLs (external booking pages, maps, tel:) are plain anchors. */
export function SmartLink({ href, children, prefetch, ...props }: SmartLinkProps) {
  if (isExternalHref(href)) {
    const opensTab = /^https?:/i.test(href);
    return (
      <a href={href} {...(opensTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} prefetch={prefetch} {...props}>
      {children}
    </Link>
  );
}
