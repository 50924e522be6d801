import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button, Stack, Text, TextInput, Toast, WarningBanner, durations } from '@soglia/ui-kit';
import {
  checkCpc,
  isAxiosError,
  isNoResponse,
  readErrorCode,
  readRetryAfter,
} from '@soglia/api-client';
import { doorMessages as m } from './messages';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'opening' }
  /** Still no answer: the opening waits its turn on the host's Shelly account (one a second). */
  | { kind: 'queued' }
  | { kind: 'opened' }
  /** The warning card, 3 s (docs/product.md § Notices and errors). */
  | { kind: 'warning'; detail?: string }
  /** The lock itself or the connection: stays until the next attempt. */
  | { kind: 'unavailable'; text: string };

/** 'OPENED!' for 5 s (docs/product.md § Notices and errors). */
export const OPENED_MS = durations.notification;

/**
 * An opening answers within about a second unless it waits for its turn on the host's Shelly
 * account, the API holding the request meanwhile (docs/api.md § Opening a door: the account's
 * queue): past this, the guest reads that it is queued instead of a spinner that looks stuck.
 */
export const QUEUED_AFTER_MS = 1500;

/** What the guest reads, chosen by the answer's code (docs/api.md § Error codes). */
function failureOf(error: unknown, intl: IntlShape): Outcome {
  if (isNoResponse(error)) return { kind: 'unavailable', text: intl.formatMessage(m.noConnection) };
  const status = isAxiosError(error) ? error.response?.status : undefined;
  const code = readErrorCode(error);
  // A second opening of the same door while the first is still going.
  if (code === 'opening_in_progress') {
    return { kind: 'warning', detail: intl.formatMessage(m.alreadyOpening) };
  }
  // The stay was seen as identified and no longer is (the host undid it): say what to do.
  if (code === 'identification_required') {
    return { kind: 'warning', detail: intl.formatMessage(m.missingIdentification) };
  }
  // Too many openings of the host's account queued ahead: a few seconds, not a broken lock.
  if (code === 'door_busy') {
    const seconds = readRetryAfter(error) ?? 5;
    return { kind: 'unavailable', text: intl.formatMessage(m.busy, { seconds }) };
  }
  if (code === 'cpc_locked_out' || status === 429) {
    const minutes = Math.ceil((readRetryAfter(error) ?? 60) / 60);
    return { kind: 'warning', detail: intl.formatMessage(m.lockedOut, { minutes }) };
  }
  if (status !== undefined && status >= 500) {
    return { kind: 'unavailable', text: intl.formatMessage(m.deviceOffline) };
  }
  return { kind: 'warning' };
}

/** CPC input and Open for a `shelly` door (POST /api/check-cpc/). */
export function ShellyOpener({ doorId, doorName }: { doorId: number; doorName: string }) {
  const intl = useIntl();
  const inputId = useId();
  const [cpc, setCpc] = useState('');
  const [missing, setMissing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (outcome.kind !== 'opening') return undefined;
    const timer = setTimeout(() => setOutcome({ kind: 'queued' }), QUEUED_AFTER_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  useEffect(() => {
    if (outcome.kind !== 'opened' && outcome.kind !== 'warning') return undefined;
    const timer = setTimeout(
      () => setOutcome({ kind: 'idle' }),
      outcome.kind === 'opened' ? OPENED_MS : durations.message,
    );
    return () => clearTimeout(timer);
  }, [outcome]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome.kind === 'opening' || outcome.kind === 'queued') return;
    const code = cpc.trim();
    if (!code) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setOutcome({ kind: 'opening' });
    // The CPC field is cleared either way (docs/product.md § Door access rules).
    setCpc('');
    try {
      await checkCpc({ door_id: doorId, cpc: code });
      if (mounted.current) setOutcome({ kind: 'opened' });
    } catch (error) {
      console.error('check-cpc failed', error);
      if (mounted.current) setOutcome(failureOf(error, intl));
    }
  };

  const queued = outcome.kind === 'queued';
  const opening = outcome.kind === 'opening' || queued;
  return (
    <form onSubmit={submit} noValidate aria-label={doorName}>
      <Stack gap="md">
        <TextInput
          id={inputId}
          label={intl.formatMessage(m.cpc)}
          hint={intl.formatMessage(m.cpcHint)}
          error={missing ? intl.formatMessage(m.cpcRequired) : undefined}
          value={cpc}
          onChange={(event) => setCpc(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
        />
        <Button type="submit" fullWidth loading={opening}>
          {intl.formatMessage(queued ? m.queued : opening ? m.opening : m.open)}
        </Button>
        <div aria-live="polite">
          {queued ? <Text>{intl.formatMessage(m.queued)}</Text> : null}
          {outcome.kind === 'opened' ? (
            <Toast tone="success" message={intl.formatMessage(m.opened)} />
          ) : null}
        </div>
        {outcome.kind === 'unavailable' ? <Toast tone="error" message={outcome.text} /> : null}
        {outcome.kind === 'warning' ? (
          <WarningBanner
            message={
              <Stack gap="xs">
                <Text weight="bold">{intl.formatMessage(m.warning)}</Text>
                {outcome.detail ? <Text>{outcome.detail}</Text> : null}
              </Stack>
            }
            dismissLabel={intl.formatMessage(m.dismiss)}
            onDismiss={() => setOutcome({ kind: 'idle' })}
          />
        ) : null}
      </Stack>
    </form>
  );
}
