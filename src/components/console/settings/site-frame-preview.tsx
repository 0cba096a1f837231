import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { themeStyle } from '@/components/layout/theme-style';
import type { FramePreview } from '@/domain/console/settings/preview-views';

/**
 * The site's own header and footer drawn with the draft's colours, logo and contact details, around a sample of
 * page text and buttons: what a buyer would see, before it is published.
 */
export function SiteFramePreview({ preview }: { preview: FramePreview }) {
  const { chrome, colors } = preview;
  return (
    <div
      style={themeStyle({ colors, fontFamily: null })}
      data-site-theme=""
      className="overflow-hidden rounded-lg border border-foreground/20 bg-background font-sans text-foreground"
    >
      <SiteHeader {...chrome.header} />
      <div className="space-y-3 px-6 py-8">
        <p className="text-2xl font-bold">Find your next car</p>
        <p>
          Page text on the page background.{' '}
          <span className="text-muted">Secondary text, such as a car&apos;s kilometres.</span>
        </p>
        <p className="flex flex-wrap items-center gap-3">
          <span className="btn btn-primary">Primary button</span>
          <span className="rounded bg-accent px-2 py-1 text-sm font-semibold text-accent-foreground">
            Accent badge
          </span>
          <span className="text-primary underline">A link</span>
        </p>
      </div>
      <SiteFooter {...chrome.footer} anchorId={null} />
    </div>
  );
}
