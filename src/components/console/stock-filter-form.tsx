import { STOCK_STATE_LABELS, STOCK_STATES, type StockQuery } from '@/domain/console/stock-edit';
import { FilterSearch, FilterSelect } from './filter-controls';

/** The stock list's filter: a plain GET form (search text and status) that works before any script runs. */
export function StockFilterForm({ action, query }: { action: string; query: StockQuery }) {
  return (
    <form method="get" action={action} className="grid gap-3 sm:grid-cols-3 sm:items-end">
      <FilterSearch id="stock-q" value={query.text} label="Search stock number, VIN, rego or car" />
      <FilterSelect
        id="stock-state"
        name="state"
        label="Status"
        value={query.state ?? ''}
        options={[
          { value: '', label: 'Any' },
          ...STOCK_STATES.map((value) => ({ value, label: STOCK_STATE_LABELS[value] })),
        ]}
      />
      <button type="submit" className="btn btn-primary">
        Filter
      </button>
    </form>
  );
}
