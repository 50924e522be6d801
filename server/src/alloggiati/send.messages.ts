import type { AlloggiatiLineOutcome, AlloggiatiStayStatus } from '@soglia/api-client';

/** The Italian texts of Verifica, Invia and resolve. */
export const SEND_MESSAGES = {
  inFlight: "Un invio di questo soggiorno è già in corso: attendere l'esito.",
  allOk: 'Tutte le schedine sono corrette.',
  allAccepted: 'Tutte le schedine di questo soggiorno sono già state accettate.',
  waitingCheck: (n: number) =>
    `${n === 1 ? 'Un ospite è' : `${n} ospiti sono`} in attesa di verifica sul portale.`,
  nothingToSend: 'Nessuna schedina da inviare.',
  nothingToTest: 'Nessuna schedina da verificare.',
  noAnswer: (n: number) =>
    `Il servizio non ha risposto all'invio di ${n === 1 ? '1 schedina' : `${n} schedine`}: ` +
    `potrebbe${n === 1 ? '' : 'ro'} essere arrivat${n === 1 ? 'a' : 'e'}. Controllare sul portale ` +
    'Alloggiati Web e indicare per ciascun ospite se è stato ricevuto.',
  stopped: (message: string) => `Invio interrotto: ${message}`,
  notUncertain: "L'ospite non è in attesa di verifica sul portale.",
  alreadyAccepted: 'La schedina di questo ospite è già stata accettata.',
} as const;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** `Tutte le schedine sono corrette.` or `1 schedina su 3 ha errori.` */
export const testSummary = (outcomes: AlloggiatiLineOutcome[]): string => {
  const bad = outcomes.filter((o) => !o.ok).length;
  if (bad === 0) return SEND_MESSAGES.allOk;
  return `${bad} ${plural(bad, 'schedina', 'schedine')} su ${outcomes.length} ${plural(bad, 'ha', 'hanno')} errori.`;
};

const describe = (o: AlloggiatiLineOutcome) =>
  [o.detail, o.description].filter(Boolean)[0] ?? `codice ${o.code}`;

/** `Inviate 2 schedine su 3. Rifiutata: Lena Müller (Data di Nascita Errata).` plus any stop. */
export const sendSummary = (
  answered: (AlloggiatiLineOutcome & { name: string })[],
  stop: string | null,
): string => {
  const parts: string[] = [];
  if (answered.length > 0) {
    const ok = answered.filter((o) => o.ok).length;
    parts.push(
      `${plural(ok, 'Inviata', 'Inviate')} ${ok} ${plural(ok, 'schedina', 'schedine')} su ${answered.length}.`,
    );
    const refused = answered.filter((o) => !o.ok);
    if (refused.length > 0) {
      parts.push(
        `${plural(refused.length, 'Rifiutata', 'Rifiutate')}: ` +
          `${refused.map((o) => `${o.name} (${describe(o)})`).join(', ')}: correggere e inviare di nuovo.`,
      );
    }
  }
  if (stop) parts.push(stop);
  return parts.join(' ');
};

/** Why Invia or Verifica has nothing to do: the stay's and guests' reasons. */
export const nothingSummary = (status: AlloggiatiStayStatus, test: boolean): string => {
  if (status.state === 'sent') return SEND_MESSAGES.allAccepted;
  const waiting = status.guests.filter((g) => g.status === 'uncertain').length;
  const reasons = [
    ...status.reasons,
    ...(waiting > 0 ? [SEND_MESSAGES.waitingCheck(waiting)] : []),
    ...status.guests
      .filter((g) => g.reasons.length > 0)
      .map((g) => `${g.name}: ${g.reasons.join(' ')}`),
  ];
  const head = test ? SEND_MESSAGES.nothingToTest : SEND_MESSAGES.nothingToSend;
  return [head, ...reasons].join(' ');
};
