import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  Badge,
  Card,
  ConfirmDialog,
  DescriptionList,
  Heading,
  Icon,
  IconButton,
  Stack,
  Text,
} from '@soglia/ui-kit';
import type { BillingInfo, Stay } from '@soglia/api-client';
import { useAppDispatch } from '../../app/hooks';
import { SectionHeader } from '../../shared/layout';
import { useSubmit } from '../../shared/form';
import { AddGuestModal } from './AddGuestModal';
import { BillingFormModal } from './BillingFormModal';
import { BillingTable } from './BillingTable';
import { formatDate, GUEST_TYPE_LABELS } from './format';
import { GuestsTable } from './GuestsTable';
import { formMessages as fm, stayMessages as m, staysMessages as sm } from './messages';
import { StayIdentification } from './StayIdentification';
import { StayNavigation } from './StayNavigation';
import { billingDeleted, guestDeleted } from './staysSlice';

// Focused when another stay opens, so the view starts at its top and screen readers follow.
const View = styled.div`
  &:focus {
    outline: none;
  }
`;

type Open =
  | { kind: 'addGuest' }
  | { kind: 'addBilling' }
  | { kind: 'editBilling'; row: BillingInfo }
  | { kind: 'delete'; what: 'guest' | 'billing'; id: number }
  | null;

export interface StayDetailProps {
  stay: Stay;
  /** 1-based place among the results. */
  position: { index: number; total: number };
  onPrevious?: () => void;
  onNext?: () => void;
  onClose: () => void;
  onCompare: (guestId: number) => void;
  /** Reloads the stay list after a delete (docs/product.md § The host console). */
  onReload: () => void;
  /** Shown under the summary (the screen's Alloggiati Web panel). */
  compliance?: ReactNode;
}

function Section({ title, add, children }: { title: string; add: ReactNode; children: ReactNode }) {
  return (
    // Not a named region: the table inside already is one, named like the section.
    <Stack as="section" gap="sm">
      <Stack direction="row" align="center" justify="between" gap="sm">
        <Heading level={2}>{title}</Heading>
        {add}
      </Stack>
      {children}
    </Stack>
  );
}

/** One stay: summary, guests and billing rows, their modals and the delete confirmation. */
export function StayDetail(props: StayDetailProps) {
  const { stay, position, onPrevious, onNext, onClose, onCompare, onReload, compliance } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const run = useSubmit();
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState(false);
  const viewRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    viewRef.current?.focus();
  }, [stay.id]);

  const close = () => setOpen(null);
  const confirmDelete = async () => {
    if (open?.kind !== 'delete') return;
    const guest = open.what === 'guest';
    const { id } = open;
    setDeleting(true);
    await run(
      () =>
        guest
          ? dispatch(guestDeleted({ id, stayId: stay.id })).unwrap()
          : dispatch(billingDeleted({ id, stayId: stay.id })).unwrap(),
      {
        succeeded: guest ? t(fm.guestDeleted) : t(fm.billingDeleted),
        failed: guest ? t(fm.guestDeleteFailed) : t(fm.billingDeleteFailed),
        duration: 'notification',
        onSuccess: () => onReload(),
      },
    );
    setDeleting(false);
    setOpen(null);
  };

  return (
    <View ref={viewRef} tabIndex={-1}>
      <SectionHeader
        title={`${stay.name} ${stay.surname}`}
        leading={<Text tone="muted">{t(m.position, position)}</Text>}
        actions={<StayNavigation onPrevious={onPrevious} onNext={onNext} onClose={onClose} />}
      />
      <Stack gap="xl">
        <Card as="section" aria-label={t(m.summary)}>
          <DescriptionList
            items={[
              { term: t(m.apartment), details: stay.apartment_name },
              { term: t(sm.checkIn), details: formatDate(stay.check_in_date) },
              { term: t(sm.checkOut), details: formatDate(stay.check_out_date) },
              {
                term: t(sm.guestType),
                details: stay.guest_type
                  ? t(GUEST_TYPE_LABELS[stay.guest_type])
                  : t(sm.noGuestType),
              },
              { term: t(m.guestNumber), details: stay.guest_number },
              {
                term: t(m.registered),
                details: t(m.registeredOf, {
                  registered: stay.guests.length,
                  total: stay.guest_number,
                }),
              },
              {
                term: t(m.billing),
                details: (
                  <Badge tone={stay.got_billing_info ? 'success' : 'warning'}>
                    {stay.got_billing_info ? t(m.billingReceived) : t(m.billingMissing)}
                  </Badge>
                ),
              },
            ]}
          />
        </Card>
        <StayIdentification stay={stay} />
        {compliance}
        <Section
          title={t(m.guests)}
          add={
            <IconButton
              label={t(m.addGuest)}
              icon={<Icon name="plus" />}
              variant="primary"
              onClick={() => setOpen({ kind: 'addGuest' })}
            />
          }
        >
          <GuestsTable
            guests={stay.guests}
            onCompare={onCompare}
            onDelete={(id) => setOpen({ kind: 'delete', what: 'guest', id })}
          />
        </Section>
        <Section
          title={t(m.billingRows)}
          add={
            <IconButton
              label={t(m.addBilling)}
              icon={<Icon name="plus" />}
              variant="primary"
              onClick={() => setOpen({ kind: 'addBilling' })}
            />
          }
        >
          <BillingTable
            rows={stay.billing_info}
            onEdit={(row) => setOpen({ kind: 'editBilling', row })}
            onDelete={(id) => setOpen({ kind: 'delete', what: 'billing', id })}
          />
        </Section>
      </Stack>
      {open?.kind === 'addGuest' ? <AddGuestModal stayId={stay.id} onClose={close} /> : null}
      {open?.kind === 'addBilling' ? <BillingFormModal stayId={stay.id} onClose={close} /> : null}
      {open?.kind === 'editBilling' ? (
        <BillingFormModal stayId={stay.id} row={open.row} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={t(m.confirmTitle)}
        message={t(m.confirmDelete)}
        confirmLabel={t(m.confirm)}
        cancelLabel={t(m.cancel)}
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={close}
      />
    </View>
  );
}
