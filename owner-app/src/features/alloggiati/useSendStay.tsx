import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@soglia/ui-kit';
import type { AlloggiatiStayStatus } from '@soglia/api-client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useSubmit } from '../../shared/form';
import { useNotify } from '../../shared/notices';
import {
  alloggiatiKeys,
  alloggiatiStayRequested,
  alloggiatiStaySent,
  selectAlloggiatiRequest,
} from './alloggiatiSlice';
import { failureText } from './failure';
import { linesToSend, sendOutcomeTone } from './format';
import { sendMessages as m } from './messages';

export interface SendStay {
  /** Opens the confirmation for this stay; Invia in it sends. */
  ask: (stay: AlloggiatiStayStatus) => void;
  /** The confirmation, to render once. */
  dialog: ReactNode;
}

/**
 * Invia with its confirmation (a record once sent cannot be withdrawn), then the outcome as a
 * 5-second notice: the service's summary, or the server's reason (400 no account or no line,
 * 409 another send running, 502 the service failing). After a failure the stay is read again,
 * since a send without an answer leaves its lines uncertain. `onAccepted` runs once the service
 * accepted some record (the server then deletes those guests' document photos).
 */
export function useSendStay(onAccepted?: () => void): SendStay {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const run = useSubmit();
  const [asking, setAsking] = useState<AlloggiatiStayStatus | null>(null);
  const pending = useAppSelector(
    (state) =>
      asking !== null &&
      selectAlloggiatiRequest(state, alloggiatiKeys.send(asking.id)).status === 'pending',
  );

  const send = async () => {
    if (!asking) return;
    const { id } = asking;
    await run(() => dispatch(alloggiatiStaySent(id)).unwrap(), {
      failed: (failure) =>
        failureText(failure, intl.formatMessage(m.failed), intl.formatMessage(m.noAnswer)),
      duration: 'notification',
      onSuccess: (result) => {
        if (result.outcomes.some((outcome) => outcome.ok)) onAccepted?.();
        notify({ tone: sendOutcomeTone(result), message: result.detail, duration: 'notification' });
      },
      onFailure: () => void dispatch(alloggiatiStayRequested(id)),
    });
    setAsking(null);
  };

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={intl.formatMessage(m.title)}
      message={
        asking
          ? intl.formatMessage(m.confirm, {
              count: linesToSend(asking),
              name: `${asking.name} ${asking.surname}`,
            })
          : ''
      }
      confirmLabel={intl.formatMessage(m.send)}
      cancelLabel={intl.formatMessage(m.cancel)}
      tone="primary"
      loading={pending}
      onConfirm={() => void send()}
      onCancel={() => setAsking(null)}
    />
  );

  return { ask: setAsking, dialog };
}
