import { useIntl } from 'react-intl';
import { Badge, Icon, IconButton, Stack, Table, Text, type TableColumn } from '@soglia/ui-kit';
import type { GuestPlaceField, GuestRegistration } from '@soglia/api-client';
import { ageOn, DOCUMENT_TYPE_LABELS, formatDate, todayIso } from './format';
import { fieldMessages as f, stayMessages as m } from './messages';
import { reviewMessages as r } from './reviewMessages';

export interface GuestsTableProps {
  guests: GuestRegistration[];
  onCompare: (guestId: number) => void;
  onDelete: (guestId: number) => void;
}

/**
 * The registered guests of a stay, with the age computed from the date of birth; a place typed
 * freely (no Alloggiati code) is marked 'Luogo da verificare'.
 */
export function GuestsTable({ guests, onCompare, onDelete }: GuestsTableProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const today = todayIso();
  const nameOf = (guest: GuestRegistration) => `${guest.first_name} ${guest.last_name}`.trim();
  const place = (field: GuestPlaceField) => (guest: GuestRegistration) =>
    guest.places_to_review.includes(field) ? (
      <Stack gap="xs" align="start">
        <span>{guest[field]}</span>
        <Badge tone="warning">{t(r.marker)}</Badge>
      </Stack>
    ) : (
      guest[field]
    );
  const toReview = guests.some((guest) => guest.places_to_review.length > 0);
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
    { id: 'citizenship', header: t(f.citizenship), render: place('citizenship') },
    { id: 'place_of_birth', header: t(f.placeOfBirth), render: place('place_of_birth') },
    { id: 'gender', header: t(f.gender) },
    {
      id: 'document_type',
      header: t(f.documentType),
      render: (guest) => t(DOCUMENT_TYPE_LABELS[guest.document_type]),
    },
    { id: 'place_of_issue', header: t(f.placeOfIssue), render: place('place_of_issue') },
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
  const table = (
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
  return toReview ? (
    <Stack gap="sm">
      {table}
      <Text tone="muted" size="sm">
        {t(r.tableNote)}
      </Text>
    </Stack>
  ) : (
    table
  );
}
