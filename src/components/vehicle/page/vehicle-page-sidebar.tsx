import { ContactPanel, VehicleViews } from '@/components/vehicle/contact';
import { VehicleShareTools } from '@/components/vehicle/share';
import type { OpeningHoursTab } from '@/domain/locations/opening-hours';
import { siteStorageKey } from '@/domain/storage/site-storage';
import type { VehicleContactView } from '@/domain/vehicle/contact/view';
import { financeCardView } from '@/domain/vehicle/finance-card';
import type { VehiclePageData } from '@/domain/vehicle/page-data';
import { shareBarView } from '@/domain/vehicle/share';
import type { SidebarView } from '@/domain/vehicle/sidebar-view';
import { FinanceCard } from './finance-card';
import { OpeningHoursDropdown } from './opening-hours-dropdown';
import { VehicleSidebar } from './vehicle-sidebar';

type VehiclePageSidebarProps = {
  data: VehiclePageData;
  /** `sidebarView(data)`: the page shares it with the sticky header and the mobile bar. */
  sidebar: SidebarView;
  /** `vehicleContactView(data)`. */
  contact: VehicleContactView;
  /** D-95: the opening-hours tabs of the car's dealership (loaded by the route). */
  hours: readonly OpeningHoursTab[];
};

/**
 * The column beside the media (D-38): title, price and actions with the live views, the contact panel
 * (D-66) and the opening hours (D-95); then Share/Print and the Car Finance card (D-39).
 */
export function VehiclePageSidebar({ data, sidebar, contact, hours }: VehiclePageSidebarProps) {
  const { car, site } = data;
  const financeCard = financeCardView(data);
  const visitorStorageKey = siteStorageKey(site.id, 'visitor-id');
  return (
    <>
      <VehicleSidebar
        view={sidebar}
        carId={car.id}
        visitorStorageKey={visitorStorageKey}
        views={<VehicleViews {...contact.views} />}
      >
        <ContactPanel panel={contact.panel} visitorStorageKey={visitorStorageKey} />
        <OpeningHoursDropdown tabs={hours} />
      </VehicleSidebar>
      <VehicleShareTools share={shareBarView(data)} car={car} />
      {financeCard ? <FinanceCard view={financeCard} /> : null}
    </>
  );
}
