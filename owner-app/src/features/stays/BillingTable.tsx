import { useIntl } from 'react-intl';
import { Icon, IconButton, Table, type TableColumn } from '@soglia/ui-kit';
import type { BillingInfo } from '@soglia/api-client';
import { PERSON_TYPE_LABELS } from './format';
import { fieldMessages as f, stayMessages as m } from './messages';

export interface BillingTableProps {
  rows: BillingInfo[];
  onEdit: (row: BillingInfo) => void;
  onDelete: (rowId: number) => void;
}

/** The billing rows of a stay: Persona Fisica or Azienda, with edit and delete. */
export function BillingTable({ rows, onEdit, onDelete }: BillingTableProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const nameOf = (row: BillingInfo) =>
    row.person_type === 'company' && row.company_name
      ? row.company_name
      : `${row.first_name} ${row.last_name}`.trim();
  const columns: TableColumn<BillingInfo>[] = [
    {
      id: 'person_type',
      header: t(f.personType),
      render: (row) => t(PERSON_TYPE_LABELS[row.person_type]),
    },
    { id: 'first_name', header: t(f.firstName) },
    { id: 'last_name', header: t(f.lastName) },
    { id: 'company_name', header: t(f.companyName) },
    { id: 'vat_number', header: t(f.vatNumber) },
    { id: 'tax_code', header: t(f.taxCode) },
    { id: 'address', header: t(f.address) },
    { id: 'city', header: t(f.city) },
    { id: 'postal_code', header: t(f.postalCode) },
    { id: 'country', header: t(f.country) },
    {
      id: 'email',
      header: t(f.email),
      // A long address may break before its @ rather than widen the table.
      render: (row) => {
        const at = row.email.indexOf('@');
        return at > 0 ? (
          <>
            {row.email.slice(0, at)}
            <wbr />
            {row.email.slice(at)}
          </>
        ) : (
          row.email
        );
      },
    },
    {
      id: 'edit',
      header: t(m.edit),
      action: true,
      align: 'center',
      render: (row) => (
        <IconButton
          label={t(m.editBilling, { name: nameOf(row) })}
          icon={<Icon name="edit" />}
          onClick={() => onEdit(row)}
        />
      ),
    },
    {
      id: 'delete',
      header: t(m.delete),
      action: true,
      align: 'center',
      render: (row) => (
        <IconButton
          label={t(m.deleteBilling, { name: nameOf(row) })}
          icon={<Icon name="trash" />}
          variant="danger"
          onClick={() => onDelete(row.id)}
        />
      ),
    },
  ];
  return (
    <Table
      responsive
      hideCaption
      caption={t(m.billingRows)}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      emptyText={t(m.billingEmpty)}
    />
  );
}
