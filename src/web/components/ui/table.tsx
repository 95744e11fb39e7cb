import { type ReactNode, useId } from "react";
import { cn } from "@/web/lib/utils";

export type TableColumn<Row> = {
  /** Unique among the columns. */
  id: string;
  header: ReactNode;
  /** Reads the header to screen readers only (an Actions column). */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** Numbers and money read better right-aligned. */
  align?: "left" | "right";
  /** The cell that names its row (a name, a reference): a `th scope="row"`. */
  rowHeader?: boolean;
  /** Classes for this column's cells, e.g. "whitespace-nowrap" or "max-w-xs". */
  className?: string;
};

export type TableProps<Row> = {
  /** Names the table (and its scroll region) for screen readers; shown only with `showCaption`. */
  caption: string;
  showCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in one full-width row when there are no rows. */
  empty?: ReactNode;
  /** Classes of the scroll container (border, shadow, visibility). */
  className?: string;
  /** Classes of the table itself, e.g. a minimum width ("min-w-[48rem]") below which it scrolls sideways. */
  tableClassName?: string;
};

/**
 * A semantic data table: caption, column headers (`th scope="col"`), one row per item. On a narrow screen
 * (375 px) it scrolls sideways inside its own container, which is a labelled, focusable region so keyboard
 * users can scroll it too; the page itself never scrolls sideways.
 */
export function Table<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  empty,
  className,
  tableClassName,
}: TableProps<Row>) {
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={cn(
        // relative: absolutely positioned content (an sr-only header) scrolls with the table instead of widening the page.
        "relative max-w-full overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
        className,
      )}
    >
      <table className={cn("w-full text-start text-sm", tableClassName)}>
        <caption
          id={captionId}
          className={showCaption ? "px-4 pt-4 pb-2 text-start font-semibold text-slate-900" : "sr-only"}
        >
          {caption}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn("px-4 py-3 whitespace-nowrap", column.align === "right" && "text-end")}
              >
                {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="align-top">
                {columns.map((column) => {
                  const Cell = column.rowHeader ? "th" : "td";
                  return (
                    <Cell
                      key={column.id}
                      scope={column.rowHeader ? "row" : undefined}
                      className={cn(
                        "px-4 py-3",
                        column.rowHeader && "font-normal",
                        column.align === "right" && "text-end",
                        column.className,
                      )}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
