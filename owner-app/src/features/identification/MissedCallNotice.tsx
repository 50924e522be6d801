import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Icon, Spinner, Stack, Text } from '@soglia/ui-kit';
import { useCallControlsContext } from './callControls';
import { callerName, formatTime } from './format';
import type { MissedCall } from './identificationSlice';
import { ringMessages as m } from './messages';
import { NotificationsOffer } from './NotificationsOffer';
import { TrayCard } from './TrayCard';

const FAILURES: Record<string, MessageDescriptor> = {
  already_identified: m.alreadyIdentified,
  call_in_progress: m.callInProgress,
  offline: m.offline,
  timeout: m.offline,
};

/** What became of the last call back, under the missed call. */
function callBackOutcome(call: MissedCall): MessageDescriptor | null {
  const { status, code } = call.callBack;
  if (status === 'unanswered') return m.unanswered;
  if (status === 'declined') return m.declined;
  if (status === 'failed') return FAILURES[code ?? ''] ?? m.callBackFailed;
  return null;
}

export interface MissedCallNoticeProps {
  call: MissedCall;
  /** This tab is in a call: it cannot call back now. */
  busy: boolean;
}

/** "Chiamata persa": who called, when and from which door, with Richiama and Chiudi. */
export function MissedCallNotice({ call, busy }: MissedCallNoticeProps) {
  const t = useIntl().formatMessage;
  const { callBack, cancelCallBack, dismissMissed } = useCallControlsContext();
  const titleId = useId();
  const calling = call.callBack.status === 'starting' || call.callBack.status === 'ringing';
  const outcome = callBackOutcome(call);
  const time = formatTime(call.createdAt);
  const canCallBack = call.stay !== null && outcome !== m.alreadyIdentified;

  return (
    <TrayCard as="section" tone="warning" title={t(m.missedTitle)} titleId={titleId}>
      <Stack gap="md">
        <Stack gap="xs">
          <Text size="lg" weight="bold">
            {callerName(call.stay, t)}
          </Text>
          {call.stay ? <Text>{call.stay.apartment_name}</Text> : null}
          <Text tone="muted">
            {call.doorName
              ? t(m.missedAt, { time, door: call.doorName })
              : t(m.missedAtNoDoor, { time })}
          </Text>
        </Stack>
        {calling ? (
          <>
            <Stack direction="row" gap="sm" align="center">
              <Spinner size="sm" decorative />
              <Text weight="bold">{t(m.calling)}</Text>
            </Stack>
            <Text tone="muted" size="sm">
              {t(m.callingHint)}
            </Text>
            <div>
              <Button variant="secondary" onClick={() => cancelCallBack(call.callId)}>
                {t(m.cancel)}
              </Button>
            </div>
          </>
        ) : (
          <>
            {outcome ? <Text>{t(outcome)}</Text> : null}
            <Stack direction="row" gap="sm" wrap>
              {canCallBack ? (
                <Button onClick={() => callBack(call.callId)} disabled={busy}>
                  <Icon name="phone" />
                  {t(m.callBack)}
                </Button>
              ) : null}
              <Button variant="secondary" onClick={() => dismissMissed(call.callId)}>
                {t(m.close)}
              </Button>
            </Stack>
            <NotificationsOffer />
          </>
        )}
      </Stack>
    </TrayCard>
  );
}
