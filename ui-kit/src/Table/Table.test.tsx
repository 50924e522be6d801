import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from '../IconButton';
import { Icon } from '../Icon';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { Table, type TableColumn } from './Table';

interface Guest {
  id: number;
  first_name: string;
  last_name: string;
}

const onDelete = jest.fn();
const columns: TableColumn<Guest>[] = [
  { id: 'first_name', header: 'Nome' },
  { id: 'last_name', header: 'Cognome' },
  {
    id: 'delete',
    header: 'Elimina',
    align: 'end',
    render: (row) => (
      <IconButton
        label={`Elimina ${row.first_name}`}
        icon={<Icon name="trash" />}
        onClick={() => onDelete(row.id)}
      />
    ),
  },
];

describe('Table', () => {
  it('renders a captioned table with headers and custom cells', async () => {
    renderWithTheme(
      <Table
        caption="Ospiti"
        columns={columns}
        rows={[{ id: 1, first_name: 'Giulia', last_name: 'Rossi' }]}
        getRowKey={(r) => r.id}
        emptyText="Nessuno"
      />,
    );
    const table = screen.getByRole('table', { name: 'Ospiti' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nome', 'Cognome', 'Elimina']);
    expect(within(table).getByRole('cell', { name: 'Rossi' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Elimina Giulia' }));
    expect(onDelete).toHaveBeenCalledWith(1);
    await expectNoAxeViolations();
  });

  it('shows the empty text when there are no rows', async () => {
    renderWithTheme(
      <Table
        caption="Ospiti"
        hideCaption
        columns={columns}
        rows={[]}
        getRowKey={(r) => r.id}
        emptyText="Ancora Nessun ospite registrato."
      />,
    );
    expect(screen.getByRole('cell', { name: 'Ancora Nessun ospite registrato.' })).toHaveAttribute(
      'colspan',
      '3',
    );
    await expectNoAxeViolations();
  });

  it('responsive: keeps table roles and gives each value its column label for stacked rows', async () => {
    renderWithTheme(
      <Table
        caption="Ospiti"
        responsive
        columns={[
          ...columns.slice(0, 2),
          {
            id: 'age',
            header: <abbr title="Età in anni">Età</abbr>,
            label: 'Età',
            render: () => 35,
          },
          { ...columns[2], action: true },
        ]}
        rows={[{ id: 1, first_name: 'Giulia', last_name: 'Rossi' }]}
        getRowKey={(r) => r.id}
        emptyText="Nessuno"
      />,
    );
    const table = screen.getByRole('table', { name: 'Ospiti' });
    expect(table).toHaveAttribute('data-responsive', 'true');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    const cells = within(table).getAllByRole('cell');
    // The label is for eyes only (screen readers have the column header).
    expect(cells[0]).toHaveTextContent('NomeGiulia');
    expect(within(cells[0]).getByText('Nome')).toHaveAttribute('aria-hidden', 'true');
    expect(cells[2]).toHaveTextContent('Età35');
    // Action cells get no label and are marked for the last line.
    expect(cells[3]).toHaveAttribute('data-action', 'true');
    expect(cells[3]).toHaveTextContent('');
    expect(within(cells[3]).getByRole('button', { name: 'Elimina Giulia' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('without responsive renders no stacked labels (unchanged markup)', () => {
    renderWithTheme(
      <Table
        caption="Ospiti"
        columns={columns}
        rows={[{ id: 1, first_name: 'Giulia', last_name: 'Rossi' }]}
        getRowKey={(r) => r.id}
        emptyText="Nessuno"
      />,
    );
    expect(screen.getByRole('cell', { name: 'Giulia' })).toHaveTextContent(/^Giulia$/);
    expect(screen.getByRole('table')).not.toHaveAttribute('role');
  });
});
