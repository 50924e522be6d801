import { defineMessage, defineMessages } from 'react-intl';

export const doorMessages = {
  missingPhotos: defineMessage<{ count: number }>({
    id: 'guest.doors.missingPhotos',
    defaultMessage:
      '{count, plural, one {document photos of # guest} other {document photos of # guests}}',
  }),
  missingForms: defineMessage<{ count: number }>({
    id: 'guest.doors.missingForms',
    defaultMessage:
      '{count, plural, one {registration form of # guest} other {registration forms of # guests}}',
  }),
  goToDoor: defineMessage<{ number: number; name: string }>({
    id: 'guest.doors.goToDoor',
    defaultMessage: 'Door {number}: {name}',
  }),
  busy: defineMessage<{ seconds: number }>({
    id: 'guest.doors.busy',
    defaultMessage:
      '{seconds, plural, one {Many guests are opening doors right now: try again in # second.} other {Many guests are opening doors right now: try again in # seconds.}}',
  }),
  lockedOut: defineMessage<{ minutes: number }>({
    id: 'guest.doors.lockedOut',
    defaultMessage:
      '{minutes, plural, one {Too many wrong attempts. Try again in # minute.} other {Too many wrong attempts. Try again in # minutes.}}',
  }),
  ...defineMessages({
    loading: { id: 'guest.doors.loading', defaultMessage: 'Loading your doors…' },
    loadError: { id: 'guest.doors.loadError', defaultMessage: 'Error retrieving room data.' },
    retry: { id: 'guest.doors.retry', defaultMessage: 'Try again' },
    welcome: {
      id: 'guest.doors.welcome',
      defaultMessage:
        'Welcome! Complete the online check-in below and your doors will appear here.',
    },
    missingTitle: { id: 'guest.doors.missingTitle', defaultMessage: 'Still missing:' },
    missingBilling: { id: 'guest.doors.missingBilling', defaultMessage: 'billing information' },
    missingIdentification: {
      id: 'guest.doors.missingIdentification',
      defaultMessage:
        'Your host must identify you before the doors open: in person, or by a video call at the door.',
    },
    accessTitle: { id: 'guest.doors.accessTitle', defaultMessage: 'Access to the doors' },
    room: { id: 'guest.doors.room', defaultMessage: 'Room' },
    noDoors: { id: 'guest.doors.noDoors', defaultMessage: 'No door is set up for your room yet.' },
    doorsLabel: { id: 'guest.doors.doorsLabel', defaultMessage: 'Doors' },
    accessCode: { id: 'guest.doors.accessCode', defaultMessage: 'Access code' },
    copy: { id: 'guest.doors.copy', defaultMessage: 'Copy code' },
    copied: { id: 'guest.doors.copied', defaultMessage: 'Code copied.' },
    copyFailed: {
      id: 'guest.doors.copyFailed',
      defaultMessage: 'Could not copy: please write the code down.',
    },
    cpc: { id: 'guest.doors.cpc', defaultMessage: 'Check-position code (CPC)' },
    cpcHint: {
      id: 'guest.doors.cpcHint',
      defaultMessage: 'The code your host gave you to open this door.',
    },
    cpcRequired: { id: 'guest.doors.cpcRequired', defaultMessage: 'Enter the CPC first.' },
    open: { id: 'guest.doors.open', defaultMessage: 'Open' },
    opening: { id: 'guest.doors.opening', defaultMessage: 'Opening…' },
    queued: { id: 'guest.doors.queued', defaultMessage: 'Queued, a few seconds…' },
    opened: { id: 'guest.doors.opened', defaultMessage: 'OPENED!' },
    alreadyOpening: {
      id: 'guest.doors.alreadyOpening',
      defaultMessage: 'This door is already being opened. Wait a moment.',
    },
    warning: {
      id: 'guest.doors.warning',
      defaultMessage: 'WARNING! Check the CPC or contact the host.',
    },
    deviceOffline: {
      id: 'guest.doors.deviceOffline',
      defaultMessage:
        'The door lock is not responding right now. Please try again in a moment or contact the host.',
    },
    noConnection: {
      id: 'guest.doors.noConnection',
      defaultMessage: 'No connection: check your internet connection and try again.',
    },
    dismiss: { id: 'guest.doors.dismiss', defaultMessage: 'Close' },
  }),
};
