import { defineMessage, defineMessages } from 'react-intl';

/** Accessi: the stays the channels' calendars made, changed or cancelled. */
export const calendarStayMessages = defineMessages({
  awaitingHeading: {
    id: 'owner.checkinProfiles.awaitingHeading',
    defaultMessage: 'Prenotazioni da completare',
  },
  awaitingIntro: {
    id: 'owner.checkinProfiles.awaitingIntro',
    defaultMessage:
      'Arrivate dai calendari dei canali: scrivi nome, cognome e numero di ospiti, poi condividi le credenziali.',
  },
  awaitingBadge: { id: 'owner.checkinProfiles.awaitingBadge', defaultMessage: 'Da completare' },
  completedBadge: { id: 'owner.checkinProfiles.completedBadge', defaultMessage: 'Completato' },
  cancelledBadge: {
    id: 'owner.checkinProfiles.cancelledBadge',
    defaultMessage: 'Annullato dal canale',
  },
  channel: { id: 'owner.checkinProfiles.channel', defaultMessage: 'Canale' },
  reservation: { id: 'owner.checkinProfiles.reservation', defaultMessage: 'Prenotazione' },
  openReservation: {
    id: 'owner.checkinProfiles.openReservation',
    defaultMessage: 'Apri sul canale',
  },
  phone: { id: 'owner.checkinProfiles.phone', defaultMessage: 'Telefono' },
  summary: { id: 'owner.checkinProfiles.summary', defaultMessage: 'Nel calendario' },
  completeFirst: {
    id: 'owner.checkinProfiles.completeFirst',
    defaultMessage: 'Completa i dati della prenotazione per condividere le credenziali.',
  },
  complete: { id: 'owner.checkinProfiles.complete', defaultMessage: 'Completa' },
  // The form
  completeTitle: {
    id: 'owner.checkinProfileForm.completeTitle',
    defaultMessage: 'Completa la prenotazione',
  },
  markCompleted: {
    id: 'owner.checkinProfileForm.markCompleted',
    defaultMessage: 'Segna come completato',
  },
  completed: {
    id: 'owner.checkinProfileForm.completed',
    defaultMessage: 'Prenotazione completata: ora puoi condividere le credenziali.',
  },
  completeFailed: {
    id: 'owner.checkinProfileForm.completeFailed',
    defaultMessage: 'Impossibile completare la prenotazione.',
  },
});

export const calendarStayValueMessages = {
  awaitingCount: defineMessage<{ count: number }>({
    id: 'owner.checkinProfiles.awaitingCount',
    defaultMessage: '{count, plural, one {# da completare} other {# da completare}}',
  }),
  phoneLast4: defineMessage<{ digits: string }>({
    id: 'owner.checkinProfiles.phoneLast4',
    defaultMessage: 'termina con {digits}',
  }),
  datesChanged: defineMessage<{ from: string; to: string }>({
    id: 'owner.checkinProfiles.datesChanged',
    defaultMessage: 'Date cambiate: prima dal {from} al {to}.',
  }),
  cancelledOn: defineMessage<{ date: string }>({
    id: 'owner.checkinProfiles.cancelledOn',
    defaultMessage:
      "Il canale ha annullato la prenotazione il {date}: l'accesso dell'ospite è revocato. I dati restano.",
  }),
  completeOf: defineMessage<{ guest: string }>({
    id: 'owner.checkinProfiles.completeOf',
    defaultMessage: 'Completa {guest}',
  }),
  completeIntro: defineMessage<{ channel: string }>({
    id: 'owner.checkinProfileForm.completeIntro',
    defaultMessage:
      'Arrivata dal calendario di {channel}: scrivi nome, cognome e numero di ospiti, poi Segna come completato.',
  }),
};
