import type { Key, ReactNode } from 'react';
import { StyledCellLabel, StyledEmptyCell, StyledTable, StyledTableScroll } from './Table.styles';

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  /** Cell content; defaults to String(row[id]). */
  render?: (row: Row, index: number) => ReactNode;
  align?: 'start' | 'center' | 'end';
  /**
   * Name shown beside each value when rows are stacked (`responsive`). Defaults to the header
   * when the header is a string.
   */
  label?: string;
  /** A column of buttons: when rows are stacked, its cells share the card's last line, unlabelled. */
  action?: boolean;
}

export interface TableProps<Row> {
  columns: TableColumn<Row>[];
  rows: Row[];
  getRowKey: (row: Row, index: number) => Key;
  /** Accessible name of the table (rendered as <caption>). */
  caption: string;
  /** Shown in a single row when there are no rows. */
  emptyText: string;
  /** Visually hide the caption (still announced). */
  hideCaption?: boolean;
  /**
   * At narrow widths (≤ 768 px) each row becomes a card of label / value lines, so a wide table
   * reads on a phone without scrolling sideways. Table semantics are kept with explicit roles.
   */
  responsive?: boolean;
}

const labelOf = <Row,>(column: TableColumn<Row>) =>
  column.action
    ? undefined
    : (column.label ?? (typeof column.header === 'string' ? column.header : undefined));

export function Table<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  emptyText,
  hideCaption = false,
  responsive = false,
}: TableProps<Row>) {
  // display: block drops the implicit table roles in some browsers: name them when stacking.
  const role = <R extends string>(name: R) => (responsive ? name : undefined);
  return (
    <StyledTableScroll
      role="region"
      aria-label={caption}
      tabIndex={0}
      data-responsive={responsive || undefined}
    >
      <StyledTable role={role('table')} data-responsive={responsive || undefined}>
        <caption data-hidden={hideCaption || undefined}>{caption}</caption>
        <thead role={role('rowgroup')}>
          <tr role={role('row')}>
            {columns.map((column) => (
              <th key={column.id} scope="col" role={role('columnheader')} data-align={column.align}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role={role('rowgroup')}>
          {rows.length === 0 ? (
            <tr role={role('row')}>
              <StyledEmptyCell role={role('cell')} colSpan={columns.length}>
                {emptyText}
              </StyledEmptyCell>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={getRowKey(row, index)} role={role('row')}>
                {columns.map((column) => {
                  const label = responsive ? labelOf(column) : undefined;
                  return (
                    <td
                      key={column.id}
                      role={role('cell')}
                      data-align={column.align}
                      data-action={(responsive && column.action) || undefined}
                    >
                      {label ? (
                        <StyledCellLabel aria-hidden="true" data-cell-label>
                          {label}
                        </StyledCellLabel>
                      ) : null}
                      {column.render
                        ? column.render(row, index)
                        : String((row as Record<string, unknown>)[column.id] ?? '')}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </StyledTableScroll>
  );
}
