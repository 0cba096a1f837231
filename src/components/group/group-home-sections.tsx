import type { GroupHomeData } from '@/domain/home/types';
import { BookServiceBanner } from './book-service-banner';
import { DealershipTilesSection } from './dealership-tiles-section';
import { GroupProfileSection } from './group-profile-section';
import { GroupStatsBanner } from './group-stats-banner';
import { PaymentLogos } from './payment-logos';

/*
 * The dealer-group home's own sections, in three places of the home page, so the page lists them in one line
 * each: numbers under the hero; profile, why-buy, warranty and dealership sites after the brand grids; the
 * service banner and payment logos last.
 */

export function GroupHomeTop({ group }: { group: GroupHomeData }) {
  return <GroupStatsBanner stats={group.stats} salesCounter={group.salesCounter} />;
}

export function GroupHomeMiddle({ group, siteName }: { group: GroupHomeData; siteName: string }) {
  return (
    <>
      <GroupProfileSection
        siteName={siteName}
        profile={group.profile}
        whyBuy={group.whyBuy}
        warranty={group.warranty}
      />
      <DealershipTilesSection tiles={group.dealershipTiles} />
    </>
  );
}

export function GroupHomeBottom({ group }: { group: GroupHomeData }) {
  return (
    <>
      <BookServiceBanner href={group.bookServiceHref} />
      <PaymentLogos />
    </>
  );
}
