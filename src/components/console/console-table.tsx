import type { ReactNode } from 'react';

/**
 * A console list as a table: scrolls sideways on a phone rather than squeezing its columns; the caption names
 * the list and its order for screen readers. `minWidth` is a Tailwind class (min-w-[…]), written out whole.
 */
export function ConsoleTable({
  caption,
  columns,
  minWidth,
  children,
}: {
  caption: string;
  columns: readonly string[];
  minWidth: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((title) => (
              <th key={title} scope="col" className="py-2 pr-4 font-semibold">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
