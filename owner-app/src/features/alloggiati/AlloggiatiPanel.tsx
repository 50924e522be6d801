import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import {
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  Heading,
  Spinner,
  Stack,
  Text,
} from '@soglia/ui-kit';
import type { AlloggiatiGuestRecord, AlloggiatiStayStatus } from '@soglia/api-client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useSubmit } from '../../shared/form';
import { useNotify } from '../../shared/notices';
import { paths } from '../../shared/routing';
import { AlloggiatiStateBadge } from './AlloggiatiBadge';
import {
  alloggiatiGuestResolved,
  alloggiatiKeys,
  alloggiatiStayRequested,
  alloggiatiStayTested,
  selectAlloggiatiCheck,
  selectAlloggiatiRequest,
  selectAlloggiatiRequests,
  selectAlloggiatiStay,
} from './alloggiatiSlice';
import { canSend, formatDay, formatInstant, OPEN_STATES, SENDABLE_STATES } from './format';
import { failureText } from './failure';
import { GuestRecords } from './GuestRecords';
import { panelMessages as m, stateMessages as sm } from './messages';
import { useSendStay } from './useSendStay';

const Reasons = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
`;

export interface AlloggiatiPanelProps {
  stayId: number;
  /** Changes whenever the stay's guests change: the state is read again. */
  revision?: unknown;
  /** Records were accepted: their guests' document photos are gone from the server. */
  onAccepted?: () => void;
}

function StateHint({ stay }: { stay: AlloggiatiStayStatus }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  switch (stay.state) {
    case 'not_due':
      return <Text>{t(m.notDueHint, { date: formatDay(stay.check_in_date) })}</Text>;
    case 'incomplete':
      return <Text>{t(m.incompleteHint)}</Text>;
    case 'to_send':
      return <Text>{t(m.toSendHint)}</Text>;
    case 'uncertain':
      return <Text>{t(m.uncertainHint)}</Text>;
    case 'refused':
      return <Text>{t(m.refusedHint)}</Text>;
    case 'sent':
      return stay.sent_at ? <Text>{t(m.sentHint, formatInstant(stay.sent_at))}</Text> : null;
    case 'expired':
      return <Text>{t(m.expiredHint)}</Text>;
  }
}

/**
 * The stay's Alloggiati Web panel: state and deadline, each guest's record, Verifica and Invia
 * (with its confirmation), and for a send without an answer the host's check of the portal.
 */
export function AlloggiatiPanel({ stayId, revision, onAccepted }: AlloggiatiPanelProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const run = useSubmit();
  const headingId = useId();
  const stay = useAppSelector((state) => selectAlloggiatiStay(state, stayId));
  const check = useAppSelector((state) => selectAlloggiatiCheck(state, stayId));
  const load = useAppSelector((state) =>
    selectAlloggiatiRequest(state, alloggiatiKeys.stay(stayId)),
  );
  const testing = useAppSelector(
    (state) => selectAlloggiatiRequest(state, alloggiatiKeys.test(stayId)).status === 'pending',
  );
  const sending = useAppSelector(
    (state) => selectAlloggiatiRequest(state, alloggiatiKeys.send(stayId)).status === 'pending',
  );
  const requests = useAppSelector(selectAlloggiatiRequests);
  const [confirming, setConfirming] = useState<AlloggiatiGuestRecord | null>(null);
  const sendFlow = useSendStay(onAccepted);

  useEffect(() => {
    void dispatch(alloggiatiStayRequested(stayId));
  }, [dispatch, stayId, revision]);

  const resolving = (guestId: number) =>
    requests[alloggiatiKeys.resolve(stayId, guestId)]?.status === 'pending';

  const resolve = async (guest: AlloggiatiGuestRecord, outcome: 'received' | 'not_received') => {
    const done = outcome === 'received' ? m.resolvedReceived : m.resolvedNotReceived;
    await run(
      () => dispatch(alloggiatiGuestResolved({ stayId, guestId: guest.guest, outcome })).unwrap(),
      {
        succeeded: t(done, { name: guest.name }),
        failed: (failure) => failureText(failure, t(m.resolveFailed)),
        duration: 'notification',
        onSuccess: (after) => {
          if (outcome === 'received') onAccepted?.();
          // 'Non risulta: invia di nuovo': once nothing waits on the portal, offer the send.
          if (outcome === 'not_received' && canSend(after)) sendFlow.ask(after);
        },
      },
    );
    setConfirming(null);
  };

  const test = () =>
    run(() => dispatch(alloggiatiStayTested(stayId)).unwrap(), {
      failed: (failure) => failureText(failure, t(m.testFailed)),
      duration: 'notification',
      onSuccess: (result) => {
        const ok = result.outcomes.every((outcome) => outcome.ok);
        notify({
          tone: ok ? 'success' : 'warning',
          message: result.detail,
          duration: 'notification',
        });
      },
    });

  let body;
  if (!stay) {
    body =
      load.status === 'failed' ? (
        <ErrorState
          title={t(m.loadFailed)}
          actionLabel={t(sm.retry)}
          onAction={() => void dispatch(alloggiatiStayRequested(stayId))}
        />
      ) : (
        <Stack align="center" padding="lg">
          <Spinner label={t(m.loading)} />
        </Stack>
      );
  } else {
    const open = OPEN_STATES.includes(stay.state);
    const actionable = SENDABLE_STATES.includes(stay.state);
    body = (
      <>
        <StateHint stay={stay} />
        {open ? (
          <Text tone="muted" numeric>
            {t(m.deadline, formatInstant(stay.deadline))}
          </Text>
        ) : null}
        {stay.reasons.length > 0 ? (
          <Reasons>
            {stay.reasons.map((reason, index) => (
              <li key={index}>
                <Text>{reason}</Text>
              </li>
            ))}
          </Reasons>
        ) : null}
        {!stay.has_account && open ? (
          <Text>
            {t(m.noAccount)} <Link href={paths.alloggiati('account')}>{t(m.setAccount)}</Link>
          </Text>
        ) : null}
        {stay.auto_send && open ? <Text tone="muted">{t(m.autoSend)}</Text> : null}
        <GuestRecords
          guests={stay.guests}
          check={check}
          resolving={resolving}
          onReceived={setConfirming}
          onNotReceived={(guest) => void resolve(guest, 'not_received')}
        />
        {actionable ? (
          <Stack direction="row" justify="end" gap="sm" wrap>
            <Button
              variant="secondary"
              loading={testing}
              disabled={!stay.has_account || sending}
              onClick={() => void test()}
            >
              {t(m.test)}
            </Button>
            <Button
              loading={sending}
              disabled={!canSend(stay) || testing}
              onClick={() => sendFlow.ask(stay)}
            >
              {t(m.send)}
            </Button>
          </Stack>
        ) : null}
      </>
    );
  }

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack direction="row" align="center" justify="between" gap="sm" wrap>
          <Heading level={2} id={headingId}>
            {t(m.heading)}
          </Heading>
          {stay ? <AlloggiatiStateBadge stay={stay} /> : null}
        </Stack>
        {body}
      </Stack>
      {sendFlow.dialog}
      <ConfirmDialog
        open={confirming !== null}
        title={t(m.confirmReceivedTitle)}
        message={confirming ? t(m.confirmReceived, { name: confirming.name }) : ''}
        confirmLabel={t(m.confirmReceivedButton)}
        cancelLabel={t(m.cancel)}
        tone="primary"
        loading={confirming !== null && resolving(confirming.guest)}
        onConfirm={() => confirming && void resolve(confirming, 'received')}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
