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
});
