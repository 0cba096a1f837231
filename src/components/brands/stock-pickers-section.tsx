import type { StockPickers } from '@/domain/catalogue/stock-pickers';
import { Section } from '@/components/ui/section';
import { StockPicker } from './stock-picker';

/** L-13: the group site's brand and body-type pickers; nothing when the site has no stock to pick from. */
export function StockPickersSection({ pickers }: { pickers: StockPickers }) {
  if (pickers.makes.length === 0 && pickers.bodies.length === 0) return null;
  return (
    <Section id="find-a-car" title="Find Your Next Car">
      <div className="grid gap-6 sm:grid-cols-2">
        {pickers.makes.length > 0 ? (
          <StockPicker label="Search by brand" placeholder="Choose a brand" options={pickers.makes} />
        ) : null}
        {pickers.bodies.length > 0 ? (
          <StockPicker
            label="Search by body type"
            placeholder="Choose a body type"
            options={pickers.bodies}
          />
        ) : null}
      </div>
    </Section>
  );
}
