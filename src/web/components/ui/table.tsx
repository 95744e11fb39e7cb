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
  /** Classes of the table itself, e.g. a minimum width ("min-w-[48rem]") below which it scrolls sideways (from `sm` up). */
  tableClassName?: string;
};

/**
 * A semantic data table: caption, column headers (`th scope="col"`), one row per item. Below `sm` (a phone)
 * each row is a card, one labelled line per cell, so nothing scrolls sideways; the header row stays for
 * screen readers. From `sm` up it is a table that scrolls sideways inside its own container (a labelled,
 * focusable region, so keyboard users can scroll it too) when narrower than `tableClassName`'s minimum.
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
      {/* Below sm the min-width from tableClassName is lifted (max-sm: wins over the plain utility). */}
      <table className={cn("w-full text-start text-sm max-sm:block", tableClassName, "max-sm:min-w-0")}>
        <caption
          id={captionId}
          className={showCaption ? "px-4 pt-4 pb-2 text-start font-semibold text-slate-900" : "sr-only"}
        >
          {caption}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600 uppercase max-sm:sr-only">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                // A th centres its text by default; headers sit over their column's text.
                className={cn("px-4 py-3 whitespace-nowrap", column.align === "right" ? "text-end" : "text-start")}
              >
                {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-sm:block">
          {rows.length === 0 && empty ? (
            <tr className="max-sm:block">
              <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-600 max-sm:block">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="align-top max-sm:block max-sm:py-2">
                {columns.map((column) => {
                  const Cell = column.rowHeader ? "th" : "td";
                  return (
                    <Cell
                      key={column.id}
                      scope={column.rowHeader ? "row" : undefined}
                      // The card's label below sm, drawn by CSS: the cell's text stays its own.
                      data-label={!column.hideHeader && typeof column.header === "string" ? column.header : undefined}
                      className={cn(
                        "px-4 py-3 max-sm:flex max-sm:min-w-0 max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-3 max-sm:py-1 max-sm:text-start",
                        "max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-500 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]",
                        column.rowHeader && "font-normal text-start",
                        column.align === "right" && "text-end",
                        column.className,
                        // A card's line may wrap, whatever the column asks for wider screens.
                        "max-sm:max-w-none max-sm:whitespace-normal max-sm:break-words",
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
