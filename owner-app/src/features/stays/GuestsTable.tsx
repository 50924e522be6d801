import { useIntl } from 'react-intl';
import { Icon, IconButton, Table, type TableColumn } from '@soglia/ui-kit';
import type { GuestRegistration } from '@soglia/api-client';
import { ageOn, DOCUMENT_TYPE_LABELS, formatDate, todayIso } from './format';
import { fieldMessages as f, stayMessages as m } from './messages';

export interface GuestsTableProps {
  guests: GuestRegistration[];
  onCompare: (guestId: number) => void;
  onDelete: (guestId: number) => void;
}

/** The registered guests of a stay, with the age computed from the date of birth. */
export function GuestsTable({ guests, onCompare, onDelete }: GuestsTableProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const today = todayIso();
  const nameOf = (guest: GuestRegistration) => `${guest.first_name} ${guest.last_name}`.trim();
  const columns: TableColumn<GuestRegistration>[] = [
    { id: 'first_name', header: t(f.firstName) },
    { id: 'last_name', header: t(f.lastName) },
    {
      id: 'date_of_birth',
      header: t(f.dateOfBirth),
      render: (guest) => formatDate(guest.date_of_birth),
    },
    {
      id: 'age',
      header: t(f.age),
      align: 'end',
      render: (guest) => ageOn(guest.date_of_birth, today) ?? '',
    },
    { id: 'citizenship', header: t(f.citizenship) },
    { id: 'place_of_birth', header: t(f.placeOfBirth) },
    { id: 'gender', header: t(f.gender) },
    {
      id: 'document_type',
      header: t(f.documentType),
      render: (guest) => t(DOCUMENT_TYPE_LABELS[guest.document_type]),
    },
    { id: 'place_of_issue', header: t(f.placeOfIssue) },
    { id: 'document_number', header: t(f.documentNumber) },
    {
      id: 'compare',
      header: t(m.compare),
      action: true,
      align: 'center',
      render: (guest) => (
        <IconButton
          label={t(m.compareGuest, { name: nameOf(guest) })}
          icon={<Icon name="document" />}
          onClick={() => onCompare(guest.id)}
        />
      ),
    },
    {
      id: 'delete',
      header: t(m.delete),
      action: true,
      align: 'center',
      render: (guest) => (
        <IconButton
          label={t(m.deleteGuest, { name: nameOf(guest) })}
          icon={<Icon name="trash" />}
          variant="danger"
          onClick={() => onDelete(guest.id)}
        />
      ),
    },
  ];
  return (
    <Table
      responsive
      hideCaption
      caption={t(m.guests)}
      columns={columns}
      rows={guests}
      getRowKey={(guest) => guest.id}
      emptyText={t(m.guestsEmpty)}
    />
  );
}
