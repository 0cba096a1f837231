import Link from 'next/link';
import { StockImportForm } from './stock-import-form';

/** The import page: what a feed file is and what an import does, then the form and its report. */
export function StockImport() {
  return (
    <div className="space-y-5">
      <Link href="/console/stock" prefetch={false} className="text-sm underline">
        Back to stock
      </Link>
      <h1 id="console-title" className="text-3xl font-bold tracking-tight">
        Import a stock feed
      </h1>
      <div className="max-w-prose space-y-2">
        <p>
          Upload your dealer-management system&apos;s stock export: a CSV file with a header row, or a JSON
          file. Cars are matched by stock number: new ones are added, listed ones updated, and importing the
          same file again changes nothing.
        </p>
        <p>
          A row with a problem (a missing VIN, a price that is not a number) is left out and listed in the
          report, with its row number, so it can be fixed in the export.
        </p>
      </div>
      <StockImportForm />
    </div>
  );
}
