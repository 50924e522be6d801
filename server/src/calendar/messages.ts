import type { CalendarSyncError } from '../db';

/** The host's texts of a failed sync, stored with the feed (the console shows them as they are). */
export const SYNC_ERROR_TEXTS: Record<CalendarSyncError, string> = {
  invalid_url: "L'indirizzo del calendario non è un URL valido.",
  insecure_url: "L'indirizzo del calendario deve iniziare con https://.",
  host_not_allowed:
    'Indirizzo non consentito: usa il link del calendario (iCal) di Airbnb, Booking.com, Vrbo ' +
    'o Google Calendar.',
  address_not_allowed:
    "L'indirizzo del calendario porta a una rete privata o a questo server: non viene letto.",
  dns_failed: 'Il server del calendario non esiste (nome sconosciuto).',
  connect_failed: 'Il server del calendario non accetta la connessione.',
  timeout: 'Il calendario non ha risposto in tempo.',
  too_large: 'Il calendario supera i 2 MB: non viene letto.',
  too_many_redirects: 'Il calendario rimanda ad altri indirizzi troppe volte.',
  http_error: 'Il server del calendario ha risposto con un errore.',
  not_a_calendar: "L'indirizzo non restituisce un calendario iCal.",
};

/** The text of a failed sync; an HTTP error names its status, never the remote answer. */
export const syncErrorText = (code: CalendarSyncError, status?: number): string =>
  code === 'http_error' && status
    ? `Il server del calendario ha risposto con l'errore HTTP ${status}.`
    : SYNC_ERROR_TEXTS[code];

export const FEED_URL_TEXTS = {
  insecure_url: SYNC_ERROR_TEXTS.insecure_url,
  host_not_allowed: SYNC_ERROR_TEXTS.host_not_allowed,
};

export const ROOM_OTHER_APARTMENT = "La camera non appartiene all'appartamento scelto.";
export const FEED_MOVE = 'Non è possibile spostare il calendario in un altro appartamento.';
export const EXPORT_EXISTS = 'Questo calendario esiste già: rigeneralo o revocalo.';
export const SYNC_IN_PROGRESS = 'Il calendario si sta già sincronizzando: riprova tra poco.';
export const EVENT_DECIDED = "L'evento è già un soggiorno.";
export const EVENT_CANCELLED = "L'evento è stato annullato dal canale.";

/** What the channel's name looks like on the stays it made. */
export const CHANNEL_NAMES = {
  airbnb: 'Airbnb',
  booking: 'Booking.com',
  vrbo: 'Vrbo',
  other: 'Calendario',
} as const;

/** The name a stay gets until the host completes it. */
export const PLACEHOLDER_NAME = 'Ospite';
