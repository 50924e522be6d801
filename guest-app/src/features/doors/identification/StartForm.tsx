import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Select, Stack, TextInput, Toast } from '@soglia/ui-kit';
import type { GuestDoor } from '@soglia/api-client';
import { doorMessages } from '../messages';
import { identificationMessages as m } from './messages';
import { isCodeProblem, problemText } from './problemText';
import type { CallProblem } from './types';

export interface StartFormProps {
  /** The doors with a posted code, by priority: a picker only when there are several. */
  doors: GuestDoor[];
  busy: boolean;
  problem: CallProblem | null;
  /** A call that went on has just ended. */
  ended: boolean;
  onStart: (doorId: number, cpc: string) => void;
}

/** The door, the code posted at it, and "Start identification". */
export function StartForm({ doors, busy, problem, ended, onStart }: StartFormProps) {
  const intl = useIntl();
  const codeId = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  const [doorId, setDoorId] = useState(doors[0]?.id);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const chosen = doors.find((door) => door.id === doorId) ?? doors[0];

  const codeProblem = problem && isCodeProblem(problem) ? problem : null;
  // The refused code's field takes the focus, so its message is read out.
  useEffect(() => {
    if (codeProblem) codeInput.current?.focus();
  }, [codeProblem]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !chosen) return;
    const cpc = code.trim();
    if (!cpc) {
      setMissing(true);
      codeInput.current?.focus();
      return;
    }
    setMissing(false);
    // Emptied after every try, as at a door (the session keeps it for Try again).
    setCode('');
    onStart(chosen.id, cpc);
  };

  const fieldError = missing
    ? intl.formatMessage(doorMessages.cpcRequired)
    : codeProblem
      ? problemText(codeProblem, intl)
      : undefined;

  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage(m.identificationTitle)}>
      <Stack gap="md">
        {doors.length > 1 ? (
          <Select
            label={intl.formatMessage(m.identificationDoor)}
            options={doors.map((door) => ({ value: String(door.id), label: door.name }))}
            value={String(chosen?.id)}
            onChange={(event) => setDoorId(Number(event.target.value))}
          />
        ) : null}
        <TextInput
          id={codeId}
          ref={codeInput}
          label={intl.formatMessage(m.identificationCode)}
          hint={intl.formatMessage(m.identificationCodeHint)}
          error={fieldError}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
        />
        <Button type="submit" fullWidth loading={busy}>
          {intl.formatMessage(busy ? m.startingIdentification : m.startIdentification)}
        </Button>
        {problem && !codeProblem ? (
          <Toast tone="error" message={problemText(problem, intl)} />
        ) : null}
        <div aria-live="polite">
          {ended && !problem ? (
            <Toast tone="info" message={intl.formatMessage(m.callEnded)} />
          ) : null}
        </div>
      </Stack>
    </form>
  );
}
