import { NoScriptStyles } from '@/components/ui/no-script-styles';
import type { CSSProperties, ReactNode } from 'react';
import type { SiteChrome } from '@/domain/site-chrome/site-chrome';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from '@/components/ui/skip-link';

type SiteShellProps = SiteChrome & {
  /** The site's theme as CSS variables (themeStyle). */
  style: CSSProperties;
  /**
   * Drawn over the page on arrival (the promo popup): first in the document, so it paints with the first
   * frame instead of after the whole page has streamed in.
   */
  overlay?: ReactNode;
  children: ReactNode;
};

/** Every page of a dealer site: themed wrapper, skip link, header, main landmark, footer. */
export function SiteShell({ style, header, footer, overlay, children }: SiteShellProps) {
  return (
    <div
      style={style}
      data-site-theme=""
      className="flex min-h-dvh flex-col bg-background font-sans text-foreground"
    >
      <NoScriptStyles />
      <SkipLink targetId="main" />
      {overlay}
      <SiteHeader {...header} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter {...footer} />
    </div>
  );
}
