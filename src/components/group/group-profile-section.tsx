import { Icon } from '@/components/ui/icon';
import type { GroupHomeData } from '@/domain/home/types';
import { Markdown } from '@/components/ui/markdown';
import { Section } from '@/components/ui/section';
import { SmartLink } from '@/components/ui/smart-link';

type GroupProfileSectionProps = Pick<GroupHomeData, 'profile' | 'whyBuy' | 'warranty'> & { siteName: string };

/** L-3, L-8, L-9: who the group is, why buy from it, and the warranty on every car. */
export function GroupProfileSection({ siteName, profile, whyBuy, warranty }: GroupProfileSectionProps) {
  if (!profile && !whyBuy && warranty.length === 0) return null;
  return (
    <Section id="about-group" title={whyBuy?.title ?? `About ${siteName}`}>
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          {profile ? (
            <div className="space-y-2" data-testid="group-profile">
              <p className="text-lg">{profile}</p>
              <SmartLink
                href="/about-us"
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                More about {siteName}
              </SmartLink>
            </div>
          ) : null}
          {whyBuy ? (
            <div data-testid="group-why-buy" className="[&_h2]:!text-lg">
              <Markdown source={whyBuy.body} />
            </div>
          ) : null}
        </div>
        {warranty.length > 0 ? (
          <aside aria-labelledby="warranty-heading" className="rounded-lg surface-tint p-6">
            <h3 id="warranty-heading" className="mb-4 flex items-center gap-2 text-lg font-semibold">
              <Icon name="shield-check" className="size-5 text-primary" />
              Our warranty
            </h3>
            <dl className="space-y-3" data-testid="group-warranty">
              {warranty.map((line) => (
                <div key={line.key}>
                  <dt className="font-semibold">{line.heading}</dt>
                  <dd className="text-sm">{line.text}</dd>
                </div>
              ))}
            </dl>
          </aside>
        ) : null}
      </div>
    </Section>
  );
}
