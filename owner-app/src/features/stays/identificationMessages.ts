import { defineMessage, defineMessages } from 'react-intl';

/** Soggiorni: whether the host has identified a stay's guests (docs/product.md § Identification at the door). */
export const identificationMessages = {
  identifiedOn: defineMessage<{ when: string }>({
    id: 'owner.stay.identification.identifiedOn',
    defaultMessage: 'il {when}',
  }),
  confirmMessage: defineMessage<{ names: string }>({
    id: 'owner.stay.identification.confirmMessage',
    defaultMessage:
      'Confermi di aver visto di persona, con il loro documento, gli ospiti registrati: {names}? Da ora vedranno codici e aperture delle porte.',
  }),
  guestIdentified: defineMessage<{ name: string; when: string }>({
    id: 'owner.stay.identification.guestIdentified',
    defaultMessage: '{name}: identificato il {when}',
  }),
  guestMismatch: defineMessage<{ name: string }>({
    id: 'owner.stay.identification.guestMismatch',
    defaultMessage: '{name}: non corrisponde al documento',
  }),
  guestPending: defineMessage<{ name: string }>({
    id: 'owner.stay.identification.guestPending',
    defaultMessage: '{name}: da identificare',
  }),
  ...defineMessages({
    guestsLabel: {
      id: 'owner.stay.identification.guestsLabel',
      defaultMessage: 'Ospiti registrati',
    },
    title: { id: 'owner.stay.identification.title', defaultMessage: 'Identificazione' },
    inPerson: {
      id: 'owner.stay.identification.inPerson',
      defaultMessage: 'Identificato di persona',
    },
    videoCall: {
      id: 'owner.stay.identification.videoCall',
      defaultMessage: 'Identificato in videochiamata',
    },
    pending: { id: 'owner.stay.identification.pending', defaultMessage: 'Da identificare' },
    pendingHint: {
      id: 'owner.stay.identification.pendingHint',
      defaultMessage:
        'Gli ospiti vedranno codici e aperture delle porte dopo che li avrai identificati, in videochiamata alla porta o di persona.',
    },
    identify: {
      id: 'owner.stay.identification.identify',
      defaultMessage: 'Identificati di persona',
    },
    noGuests: {
      id: 'owner.stay.identification.noGuests',
      defaultMessage: 'Nessun ospite registrato: registra gli ospiti prima di identificarli.',
    },
    confirmTitle: {
      id: 'owner.stay.identification.confirmTitle',
      defaultMessage: 'Identificati di persona',
    },
    confirm: { id: 'owner.stay.identification.confirm', defaultMessage: 'Conferma' },
    succeeded: {
      id: 'owner.stay.identification.succeeded',
      defaultMessage: 'Ospiti identificati di persona: ora vedono le porte.',
    },
    failed: {
      id: 'owner.stay.identification.failed',
      defaultMessage: 'Identificazione non riuscita. Riprova.',
    },
    alreadyIdentified: {
      id: 'owner.stay.identification.alreadyIdentified',
      defaultMessage: 'Gli ospiti del soggiorno sono già identificati.',
    },
    noGuestsRegistered: {
      id: 'owner.stay.identification.noGuestsRegistered',
      defaultMessage: 'Il soggiorno non ha ospiti registrati da identificare.',
    },
  }),
};
