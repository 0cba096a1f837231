import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

// Each site layout sets its own title template; this is what the platform pages (404) show.
export const metadata: Metadata = {
  title: { default: 'Forecourt', template: '%s' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The promo popup's script marks the document before it hydrates (PromoPopupClosedScript).
    <html lang="en-AU" suppressHydrationWarning>
      <body>{children}</body>
    </html>
  );
}
