import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, ConfirmDialog, Heading, Stack, Text } from '@soglia/ui-kit';
import type { Stay } from '@soglia/api-client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formMessages, useSubmit } from '../../shared/form';
import type { RequestFailure } from '../../shared/requests';
import { formatInstant } from './format';
import { IdentificationBadge } from './IdentificationBadge';
import { identificationMessages as m } from './identificationMessages';
import { selectStaysRequest, stayIdentifiedInPerson } from './staysSlice';

const TITLE_ID = 'stay-identification-title';

/**
 * Whether the host has identified the stay's guests, and "Identificati di persona" while its
 * apartment requires it and they are not (docs/product.md § Identification at the door).
 * Nothing for a stay whose apartment asks for no identification and that was never identified.
 */
export function StayIdentification({ stay }: { stay: Stay }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const run = useSubmit();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sending = useAppSelector(
    (state) => selectStaysRequest(state, `identify:${stay.id}`).status === 'pending',
  );
  if (!stay.identification_required && !stay.identified_at) return null;

  const failureText = (failure: RequestFailure) => {
    if (failure.code === 'already_identified') return t(m.alreadyIdentified);
    if (failure.code === 'no_guests_registered') return t(m.noGuestsRegistered);
    return t(m.failed);
  };
  const identify = async () => {
    setError(null);
    await run(
      () =>
        dispatch(
          stayIdentifiedInPerson({ stayId: stay.id, guests: stay.guests.map((g) => g.id) }),
        ).unwrap(),
      {
        succeeded: t(m.succeeded),
        duration: 'notification',
        onFailure: (failure) => setError(failureText(failure)),
      },
    );
    setConfirming(false);
  };
  const names = stay.guests.map((g) => `${g.first_name} ${g.last_name}`).join(', ');
  const guestLine = (guest: Stay['guests'][number]) => {
    const name = `${guest.first_name} ${guest.last_name}`;
    if (guest.identification_status === 'identified' && guest.identified_at) {
      return t(m.guestIdentified, { name, when: formatInstant(guest.identified_at) });
    }
    if (guest.identification_status === 'mismatch') return t(m.guestMismatch, { name });
    return t(m.guestPending, { name });
  };

  return (
    <Card as="section" aria-labelledby={TITLE_ID}>
      <Stack gap="sm">
        <Heading level={2} id={TITLE_ID}>
          {t(m.title)}
        </Heading>
        <Stack direction="row" align="center" gap="sm" wrap>
          <IdentificationBadge stay={stay} />
          {stay.identified_at ? (
            <Text as="span">{t(m.identifiedOn, { when: formatInstant(stay.identified_at) })}</Text>
          ) : null}
        </Stack>
        {stay.guests.length > 0 ? (
          // Guests who arrive later are identified in a later call: the host sees who is left.
          <ul aria-label={t(m.guestsLabel)}>
            {stay.guests.map((guest) => (
              <li key={guest.id}>
                <Text as="span">{guestLine(guest)}</Text>
              </li>
            ))}
          </ul>
        ) : null}
        {stay.identified_at ? null : (
          <>
            <Text tone="muted">{t(m.pendingHint)}</Text>
            {stay.guests.length === 0 ? (
              <Text>{t(m.noGuests)}</Text>
            ) : (
              <div>
                <Button variant="primary" onClick={() => setConfirming(true)}>
                  {t(m.identify)}
                </Button>
              </div>
            )}
          </>
        )}
        {error ? <Text role="alert">{error}</Text> : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t(m.confirmTitle)}
        message={t(m.confirmMessage, { names })}
        confirmLabel={t(m.confirm)}
        cancelLabel={t(formMessages.cancel)}
        tone="primary"
        loading={sending}
        onConfirm={() => void identify()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
