import { historyReportHref } from '@/domain/vehicle/content/history-report';
import { HistoryReportLink } from './history-report-link';
import { SectionFrame } from './section-frame';

export type HistoryReportPanelProps = {
  car: {
    /** vehicles.id, sent with analytics event 60. */
    id: number;
    /** vehicles.car_type: only 'used' cars have the panel. */
    carType: string;
    /** vehicles.history_report_url (the spec's car.file). */
    historyReportUrl: string | null;
  };
};

/** D-43: the used-vehicle check panel with the car's history report; absent without one. */
export function HistoryReportPanel({ car }: HistoryReportPanelProps) {
  const href = historyReportHref(car);
  if (!href) return null;
  return (
    <SectionFrame id="used-vehicle-check" title="Used Vehicle Check">
      <p className="mb-3 text-sm text-muted">A vehicle history report is available for this car.</p>
      <HistoryReportLink href={href} carId={car.id} carType={car.carType} />
    </SectionFrame>
  );
}
