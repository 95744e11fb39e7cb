// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { Table, type TableColumn } from "./table";

afterEach(cleanup);

type Member = { id: string; name: string; role: string; requests: number };

const members: Member[] = [
  { id: "1", name: "Ada Obi", role: "Admin", requests: 12 },
  { id: "2", name: "Kofi Mensah", role: "Moderator", requests: 3 },
];

const columns: TableColumn<Member>[] = [
  { id: "name", header: "Name", rowHeader: true, cell: (member) => member.name },
  { id: "role", header: "Role", cell: (member) => member.role },
  { id: "requests", header: "Requests", align: "right", cell: (member) => member.requests },
  {
    id: "actions",
    header: "Actions",
    hideHeader: true,
    cell: (member) => <button type="button">Edit {member.name}</button>,
  },
];

describe("Table", () => {
  it("is a captioned table with column headers and one row per item, each named by its row header", () => {
    render(<Table caption="Staff members" columns={columns} rows={members} rowKey={(member) => member.id} />);
    const table = screen.getByRole("table", { name: "Staff members" });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Name", "Role", "Requests", "Actions"]);
    for (const header of headers) expect(header).toHaveAttribute("scope", "col");
    expect(within(headers[3] as HTMLElement).getByText("Actions")).toHaveClass("sr-only");

    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole("rowheader", { name: "Ada Obi" })).toHaveAttribute("scope", "row");
    expect(
      within(first)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Admin", "12", "Edit Ada Obi"]);
    expect(within(first).getByText("12")).toHaveClass("text-end");
  });

  it("scrolls sideways inside a labelled, focusable region at 375 px instead of widening the page", () => {
    render(
      <Table
        caption="Staff members"
        columns={columns}
        rows={members}
        rowKey={(member) => member.id}
        tableClassName="min-w-[40rem]"
      />,
    );
    const region = screen.getByRole("region", { name: "Staff members" });
    expect(region).toHaveClass("overflow-x-auto", "max-w-full");
    expect(region).toHaveAttribute("tabindex", "0");
    expect(within(region).getByRole("table")).toHaveClass("min-w-[40rem]");
  });

  it("is a card per row below sm: each cell labelled by its header, no minimum width", () => {
    render(
      <Table
        caption="Staff members"
        columns={columns}
        rows={members}
        rowKey={(member) => member.id}
        tableClassName="min-w-[40rem]"
      />,
    );
    const table = screen.getByRole("table");
    // The minimum width holds from sm up only; below it the table is a block of cards.
    expect(table).toHaveClass("min-w-[40rem]", "max-sm:min-w-0", "max-sm:block");
    expect(table.querySelector("thead")).toHaveClass("max-sm:sr-only");
    const [role, requests, actions] = within(within(table).getAllByRole("row")[1] as HTMLElement).getAllByRole("cell");
    // Each line of the card is labelled by its header (drawn by CSS, so the cell's own text is unchanged).
    expect(role).toHaveAttribute("data-label", "Role");
    expect(requests).toHaveAttribute("data-label", "Requests");
    expect(role).toHaveClass("max-sm:flex", "max-sm:before:content-[attr(data-label)]");
    expect(role).toHaveTextContent(/^Admin$/);
    // A column whose header is for screen readers only draws no label either.
    expect(actions).not.toHaveAttribute("data-label");
  });

  it("says so in one row when there is nothing to list", () => {
    render(
      <Table caption="Staff members" columns={columns} rows={[]} rowKey={(member) => member.id} empty="No staff yet" />,
    );
    const cell = screen.getByRole("cell", { name: "No staff yet" });
    expect(cell).toHaveAttribute("colspan", "4");
  });

  it("has no serious accessibility issue", async () => {
    const { container } = render(
      <Table caption="Staff members" showCaption columns={columns} rows={members} rowKey={(member) => member.id} />,
    );
    expect(screen.getByText("Staff members")).not.toHaveClass("sr-only");
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    const serious = results.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
});
