import type { ConsoleImportReport, ShownList } from '@/domain/console/stock-import';
import { ConsoleTable } from './console-table';

const count = (value: number) => value.toLocaleString('en-AU');

/** One list of the report (refused cells, cars placed at the default yard, photos left out) as a table. */
function ProblemTable({
  id,
  title,
  caption,
  list,
}: {
  id: string;
  title: string;
  caption: string;
  list: ShownList;
}) {
  if (list.shown.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      <ConsoleTable caption={caption} columns={['Row', 'Field', 'Value', 'Reason']} minWidth="min-w-[36rem]">
        {list.shown.map((problem, index) => (
          <tr key={index} className="border-t border-foreground/10 align-top">
            <td className="py-2 pr-4">{problem.row}</td>
            <td className="py-2 pr-4">{problem.field}</td>
            <td className="break-all py-2 pr-4">{problem.value}</td>
            <td className="py-2">{problem.reason}</td>
          </tr>
        ))}
      </ConsoleTable>
      {list.more > 0 ? <p className="text-sm">… and {count(list.more)} more.</p> : null}
    </section>
  );
}

/** What an import did: the counts first, then every list that has something in it. */
export function StockImportReport({ report }: { report: ConsoleImportReport }) {
  const figures: [string, number][] = [
    ['Rows read', report.rows],
    ['Accepted', report.accepted],
    ['Refused', report.rows - report.accepted],
    ['Added', report.added],
    ['Updated', report.updated],
    ['Unchanged', report.unchanged],
    ['Marked sold', report.markedSold],
  ];
  const { photos } = report;
  return (
    <section aria-labelledby="import-report-heading" className="space-y-4">
      <h2 id="import-report-heading" className="text-lg font-semibold">
        Import report
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-xl font-semibold">{count(value)}</dd>
          </div>
        ))}
      </dl>
      {photos ? (
        <p>
          Photos: {count(photos.stored)} stored, {count(photos.reused)} already stored,{' '}
          {count(photos.failed.shown.length + photos.failed.more)} could not be used;{' '}
          {count(photos.carsChanged)} cars&apos; galleries changed.
        </p>
      ) : null}
      {report.unread.length > 0 ? <p>Columns not read: {report.unread.join(', ')}</p> : null}
      <ProblemTable
        id="import-refused-heading"
        title="Rows left out"
        caption="Refused cells: row, field, value and reason"
        list={report.rejected}
      />
      <ProblemTable
        id="import-notes-heading"
        title="Cars placed at the main yard"
        caption="Rows whose yard is not one of the site's"
        list={report.notes}
      />
      {photos ? (
        <ProblemTable
          id="import-photos-heading"
          title="Photos left out"
          caption="Photos that could not be used: row, field, address and reason"
          list={photos.failed}
        />
      ) : null}
    </section>
  );
}
