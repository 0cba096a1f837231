import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ChatWidget } from '@/components/chat/chat-widget';
import { VisitRecorder } from '@/components/leads/visit-recorder';
import { PromoPopup } from '@/components/promotions/promo-popup';
import { PromoPopupClosedScript } from '@/components/promotions/promo-popup-closed-script';
import { SiteShell } from '@/components/layout/site-shell';
import { themeStyle } from '@/components/layout/theme-style';
import { siteMetaDescription } from '@/domain/seo/site-description';
import { getDb } from '@/server/db';
import { listChatContacts } from '@/server/chat-widget/queries';
import { sitePopup } from '@/server/promotions/site-promotions';
import { getSiteChrome } from '@/server/site-chrome/site-chrome';
import { getSiteForHost } from '@/server/sites/queries';

// Every site page reads the database: never render at build time (toolchain pitfall 4).
export const dynamic = 'force-dynamic';

/** The site's generated icons (src/server/seo/site-icons): the SVG for current browsers, the .ico for the rest. */
const SITE_ICONS: Metadata['icons'] = {
  icon: [
    { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
    { url: '/icon.svg', type: 'image/svg+xml' },
  ],
  apple: { url: '/apple-touch-icon.png', sizes: '180x180' },
};

type SiteLayoutProps = { children: ReactNode; params: Promise<{ host: string }> };

export async function generateMetadata({ params }: Omit<SiteLayoutProps, 'children'>): Promise<Metadata> {
  const site = await getSiteForHost((await params).host);
  if (!site) return { title: 'Page not found' };
  return {
    title: { default: site.name, template: `%s | ${site.name}` },
    description: siteMetaDescription(site.name, site.config.search.vehicleNounPlural),
    icons: SITE_ICONS,
  };
}

/** Resolves the host to a site (unknown hosts get the platform 404) and wraps every page in its themed shell. */
export default async function SiteLayout({ children, params }: SiteLayoutProps) {
  const site = await getSiteForHost((await params).host);
  if (!site) notFound();
  const now = new Date();
  const db = await getDb();
  const chrome = await getSiteChrome(db, site, now);
  const popup = sitePopup(site, now);
  const chatContacts = site.config.chat.widgetButtonEnabled ? await listChatContacts(db, site.id) : null;
  const overlay = popup ? (
    <>
      <PromoPopupClosedScript storageKey={popup.storageKey} />
      <PromoPopup popup={popup} />
    </>
  ) : null;
  return (
    <SiteShell style={themeStyle(site.config.theme)} overlay={overlay} {...chrome}>
      {/* H-19: the pages a buyer saw, kept in their own browser for a lead's attribution. */}
      <VisitRecorder siteId={site.id} />
      {children}
      {chatContacts ? <ChatWidget contacts={chatContacts} /> : null}
    </SiteShell>
  );
}
