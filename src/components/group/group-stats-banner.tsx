import type { GroupHomeData } from '@/domain/home/types';
import { Container } from '@/components/ui/container';
import { SalesCounter } from './sales-counter';

type GroupStatsBannerProps = Pick<GroupHomeData, 'stats' | 'salesCounter'>;

/** L-2 and L-4: the group's numbers ('50+ Locations' …) and the 'Sales this Month' counter, in one band. */
export function GroupStatsBanner({ stats, salesCounter }: GroupStatsBannerProps) {
  if (stats.length === 0 && !salesCounter) return null;
  return (
    <section aria-label="Our group in numbers" className="bg-primary py-8 text-primary-foreground">
      <Container>
        <ul className="grid grid-cols-2 gap-6 sm:grid-cols-4" data-testid="group-stats">
          {stats.map((stat) => (
            <li key={stat.label} className="text-center">
              <p className="text-3xl font-bold sm:text-4xl">{stat.value}</p>
              <p className="text-sm font-semibold tracking-wide uppercase opacity-90">{stat.label}</p>
            </li>
          ))}
          {salesCounter ? (
            <li>
              <SalesCounter counter={salesCounter} />
            </li>
          ) : null}
        </ul>
      </Container>
    </section>
  );
}
