import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button, Icon, Stack, Text } from '@soglia/ui-kit';
import { useCallControlsContext } from './callControls';
import { callerName } from './format';
import type { RingingCall } from './identificationSlice';
import { ringMessages as m } from './messages';
import { NotificationsOffer } from './NotificationsOffer';
import { TrayCard } from './TrayCard';

export interface IncomingCallPanelProps {
  call: RingingCall;
  /** This tab is in another call: it cannot answer this one. */
  busy: boolean;
}

/**
 * A guest calling from the door: who, which apartment and door, Rispondi and Rifiuta. It takes
 * the focus when it appears (Enter typed in a form does not answer) and gives it back when it
 * goes.
 */
export function IncomingCallPanel({ call, busy }: IncomingCallPanelProps) {
  const t = useIntl().formatMessage;
  const { answer, decline } = useCallControlsContext();
  const titleId = useId();
  const detailsId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = panelRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel?.focus();
    return () => {
      const now = document.activeElement;
      const focusLeftWithPanel = !now || now === document.body || panel?.contains(now);
      if (focusLeftWithPanel && previous && document.contains(previous)) previous.focus();
    };
  }, []);

  const { stay } = call;
  const toIdentify = stay?.guests.filter((g) => g.identification_status !== 'identified') ?? [];
  const where = stay
    ? stay.room_name
      ? t(m.where, { apartment: stay.apartment_name, room: stay.room_name })
      : stay.apartment_name
    : null;

  return (
    <TrayCard
      ref={panelRef}
      role="alertdialog"
      title={t(m.incomingTitle)}
      titleId={titleId}
      aria-describedby={detailsId}
      tabIndex={-1}
    >
      <Stack gap="md">
        <Stack gap="xs" id={detailsId}>
          <Text size="xl" weight="bold">
            {callerName(stay, t)}
          </Text>
          {where ? <Text>{where}</Text> : null}
          {call.doorName ? <Text>{t(m.door, { door: call.doorName })}</Text> : null}
          {toIdentify.length > 0 ? (
            <Text tone="muted">{t(m.toIdentify, { count: toIdentify.length })}</Text>
          ) : null}
        </Stack>
        <Stack direction="row" gap="sm" wrap>
          <Button onClick={() => answer(call.callId)} disabled={busy}>
            <Icon name="phone" />
            {t(m.answer)}
          </Button>
          <Button variant="danger" onClick={() => decline(call.callId)}>
            {t(m.decline)}
          </Button>
        </Stack>
        {busy ? <Text tone="muted">{t(m.busy)}</Text> : null}
        <NotificationsOffer />
      </Stack>
    </TrayCard>
  );
}
