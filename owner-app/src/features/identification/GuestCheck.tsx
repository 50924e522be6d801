import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  Badge,
  Button,
  DescriptionList,
  DocumentViewer,
  Heading,
  Stack,
  Text,
} from '@soglia/ui-kit';
import type { GuestIdentificationStatus, IdentificationGuest } from '@soglia/api-client';
import { useGuestDocument } from '../../shared/documents';
import { useCallControlsContext } from './callControls';
import { documentTypeLabel, formatDate } from './format';
import { guestMessages as m } from './messages';

// A guest still to identify stands out: a warning edge; a guest seen, a success one.
const Item = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  border-left: ${({ theme }) => `${theme.space.xs} solid ${theme.colors.warningSolid}`};
  &[data-status='identified'] {
    border-left-color: ${({ theme }) => theme.colors.successSolid};
  }
  &[data-status='mismatch'] {
    border-left-color: ${({ theme }) => theme.colors.errorSolid};
  }
`;

export interface GuestCheckProps {
  guest: IdentificationGuest;
  /** The outcome on its way to the server. */
  sending: GuestIdentificationStatus | null;
  /** Why the last outcome was not saved. */
  error: string | null;
  /** The call has ended: outcomes can no longer be given. */
  disabled: boolean;
}

function StatusBadge({ status }: { status: GuestIdentificationStatus | null }) {
  const t = useIntl().formatMessage;
  if (status === 'identified') return <Badge tone="success">{t(m.identified)}</Badge>;
  if (status === 'mismatch') return <Badge tone="danger">{t(m.mismatched)}</Badge>;
  return <Badge tone="warning">{t(m.pending)}</Badge>;
}

/** One registered guest: details and document photos beside the live video, and the outcome. */
export function GuestCheck({ guest, sending, error, disabled }: GuestCheckProps) {
  const t = useIntl().formatMessage;
  const { confirmGuest } = useCallControlsContext();
  const { id, document_photo: front, document_photo_back: back } = guest;
  // The same photos while the outcomes change the guest around them.
  const photoSource = useMemo(
    () => ({ id, document_photo: front, document_photo_back: back }),
    [id, front, back],
  );
  const photos = useGuestDocument(photoSource);
  const name = `${guest.first_name} ${guest.last_name}`.trim();
  const status = guest.identification_status;
  const headingId = `call-guest-${guest.id}`;

  return (
    <Item data-status={status ?? 'pending'} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Stack direction="row" gap="sm" align="center" justify="between" wrap>
          <Heading level={4} id={headingId}>
            {name}
          </Heading>
          <StatusBadge status={status} />
        </Stack>
        <DescriptionList
          items={[
            { id: 'birth', term: t(m.dateOfBirth), details: formatDate(guest.date_of_birth) },
            {
              id: 'document',
              term: t(m.document),
              details: documentTypeLabel(guest.document_type, t),
            },
            { id: 'number', term: t(m.documentNumber), details: guest.document_number },
          ]}
        />
        <section aria-label={`${t(m.photos)}: ${name}`}>
          <DocumentViewer
            frontUrl={photos.front?.url ?? null}
            backUrl={photos.back?.url ?? null}
            frontMimeType={photos.front?.type}
            backMimeType={photos.back?.type}
            loading={photos.loading}
            loadingLabel={t(m.loadingPhoto)}
          />
        </section>
        <Stack direction="row" gap="sm" wrap>
          <Button
            variant={status === 'identified' ? 'secondary' : 'primary'}
            onClick={() => confirmGuest(guest.id, 'identified')}
            disabled={disabled || sending !== null || status === 'identified'}
            loading={sending === 'identified'}
          >
            {t(m.identify)}
          </Button>
          <Button
            variant={status === 'mismatch' ? 'secondary' : 'danger'}
            onClick={() => confirmGuest(guest.id, 'mismatch')}
            disabled={disabled || sending !== null || status === 'mismatch'}
            loading={sending === 'mismatch'}
          >
            {t(m.mismatch)}
          </Button>
        </Stack>
        {error ? (
          <Text role="alert">{t(error === 'call_over' ? m.callOver : m.failed)}</Text>
        ) : null}
      </Stack>
    </Item>
  );
}
