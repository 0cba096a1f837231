'use client';

import { Icon } from '@/components/ui/icon';
import type { MouseEvent } from 'react';
import { reportEvent } from '@/components/analytics/report-event';
import { AnalyticsEvent } from '@/domain/analytics/events';
import { buttonLinkClass } from '@/components/ui/button-link';

type HistoryReportLinkProps = { href: string; carId: number; carType: string };

/** Opens the history report in a new tab and reports event 60 (D-43), by click, Enter or middle click. */
export function HistoryReportLink({ href, carId, carType }: HistoryReportLinkProps) {
  const report = () => reportEvent(AnalyticsEvent.historyReport, { carId, carType });
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={report}
      onAuxClick={(event: MouseEvent) => {
        if (event.button === 1) report();
      }}
      className={buttonLinkClass('outline')}
    >
      <Icon name="file-text" className="size-4" />
      View History Report
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
