'use client';

import type {} from 'altcha/types/react';
import type { RefObject } from 'react';
import type { LeadFormKind } from '@/domain/leads';

/** The ALTCHA element, invisible: it only solves the challenge of this site and form. */
export function CaptchaWidget({
  kind,
  widgetRef,
}: {
  kind: LeadFormKind;
  widgetRef: RefObject<HTMLElement | null>;
}) {
  return (
    <altcha-widget
      ref={widgetRef}
      challenge={`/api/altcha?form=${kind}`}
      display="invisible"
      name="altcha"
      suppressHydrationWarning
    />
  );
}
