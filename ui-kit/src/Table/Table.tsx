import type { Key, ReactNode } from 'react';
import { StyledEmptyCell, StyledTable, StyledTableScroll } from './Table.styles';

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  /** Cell content; defaults to String(row[id]). */
  render?: (row: Row, index: number) => ReactNode;
  align?: 'start' | 'center' | 'end';
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
}

export function Table<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  emptyText,
  hideCaption = false,
}: TableProps<Row>) {
  return (
    <StyledTableScroll role="region" aria-label={caption} tabIndex={0}>
      <StyledTable>
        <caption data-hidden={hideCaption || undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" data-align={column.align}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <StyledEmptyCell colSpan={columns.length}>{emptyText}</StyledEmptyCell>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={getRowKey(row, index)}>
                {columns.map((column) => (
                  <td key={column.id} data-align={column.align}>
                    {column.render
                      ? column.render(row, index)
                      : String((row as Record<string, unknown>)[column.id] ?? '')}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </StyledTableScroll>
  );
}
