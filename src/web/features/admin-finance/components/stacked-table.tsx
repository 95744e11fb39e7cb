import { Table, type TableColumn } from "@/web/components/ui/table";

/**
 * A table from `lg` up; below it (375 px phones) each row is a card listing its cells under their headers,
 * as the other staff screens do. The first column names the card.
 */
export function StackedTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty: string;
}) {
  if (rows.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
        {empty}
      </p>
    );
  }
  const [first, ...rest] = columns;
  return (
    <>
      <Table caption={caption} columns={columns} rows={rows} rowKey={rowKey} className="hidden lg:block" />
      <ul aria-label={caption} className="space-y-3 lg:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            {first && <div className="font-semibold text-slate-900">{first.cell(row)}</div>}
            <dl className="mt-2 space-y-2">
              {rest.map((column) =>
                column.hideHeader ? (
                  <div key={column.id} className="pt-1">
                    {column.cell(row)}
                  </div>
                ) : (
                  <div key={column.id} className="grid grid-cols-[7rem_1fr] gap-2 text-sm">
                    <dt className="text-xs font-medium text-slate-600">{column.header}</dt>
                    <dd className="min-w-0 break-words text-slate-900">{column.cell(row)}</dd>
                  </div>
                ),
              )}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
