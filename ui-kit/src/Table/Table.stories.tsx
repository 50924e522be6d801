import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Table, type TableColumn } from './Table';

interface Guest {
  id: number;
  first_name: string;
  last_name: string;
  birth_date: string;
}

const columns: TableColumn<Guest>[] = [
  { id: 'first_name', header: 'Nome' },
  { id: 'last_name', header: 'Cognome' },
  { id: 'birth_date', header: 'Data di nascita' },
];

function GuestTable({ rows, responsive }: { rows: Guest[]; responsive?: boolean }) {
  return (
    <Table
      responsive={responsive}
      caption="Ospiti"
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.id}
      emptyText="Ancora Nessun ospite registrato."
    />
  );
}

const meta = { title: 'Data/Table', component: GuestTable, args: { rows: [] } } satisfies Meta<
  typeof GuestTable
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  args: {
    rows: [
      { id: 1, first_name: 'Giulia', last_name: 'Rossi', birth_date: '12/03/1990' },
      { id: 2, first_name: 'Marco', last_name: 'Bianchi', birth_date: '01/07/1985' },
    ],
  },
};
export const Empty: Story = {};

const manyColumns: TableColumn<Guest>[] = [
  ...columns,
  { id: 'citizenship', header: 'Cittadinanza', render: () => 'Italia' },
  { id: 'birth_place', header: 'Luogo di nascita', render: () => 'Roma' },
  { id: 'document', header: 'Documento', render: () => "Carta d'identità" },
  { id: 'number', header: 'Numero', render: () => 'CA12345BX' },
];

/** A wide table at the phone viewport: each row is a card of label / value lines. */
export const Responsive: Story = {
  render: (args) => (
    <Table
      responsive
      caption="Ospiti"
      columns={manyColumns}
      rows={args.rows}
      getRowKey={(r) => r.id}
      emptyText="Ancora Nessun ospite registrato."
    />
  ),
  args: WithRows.args,
  globals: { viewport: { value: 'phone' } },
};
