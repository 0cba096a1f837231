import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';
import type { FeatureBannerItem } from '@/domain/navigation/feature-banner';

const ICONS: Record<FeatureBannerItem['key'], IconName> = { offers: 'tag', service: 'wrench', sell: 'car' };

/** D-40: the three features as linked tiles, side by side from small tablets up. */
export function FeatureBanner({ items }: { items: FeatureBannerItem[] }) {
  return (
    <section
      aria-label="More from us"
      data-testid="feature-banner"
      className="border-t border-foreground/10 py-6"
    >
      <ul className="grid gap-3 sm:grid-cols-3">
        {items.map(({ key, title, text, href }) => {
          return (
            <li key={key}>
              <a
                href={href}
                className="flex h-full items-start gap-3 rounded-lg border border-foreground/10 p-4 hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
              >
                <Icon name={ICONS[key]} className="mt-0.5 size-6 shrink-0 text-primary" />
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="block text-sm text-muted">{text}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
