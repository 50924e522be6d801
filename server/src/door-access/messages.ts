import type { LanguageCode } from '@soglia/api-client';

/** Guest-facing texts of guest-room, in the guest's language (Italian is the original). */
const TEXTS: Record<
  LanguageCode,
  { opensAt: (date: string, time: string) => string; ended: string; noRoom: string }
> = {
  it: {
    opensAt: (d, t) => `L'accesso alle porte sarà disponibile dal ${d} alle ${t}.`,
    ended: "Il soggiorno è terminato: l'accesso alle porte non è più disponibile.",
    noRoom: "Nessuna camera è ancora assegnata a questo soggiorno: contatta l'host.",
  },
  en: {
    opensAt: (d, t) => `Access to the doors opens on ${d} at ${t}.`,
    ended: 'Your stay has ended: access to the doors is no longer available.',
    noRoom: 'No room has been assigned to this stay yet: please contact the host.',
  },
  es: {
    opensAt: (d, t) => `El acceso a las puertas estará disponible el ${d} a las ${t}.`,
    ended: 'Tu estancia ha terminado: el acceso a las puertas ya no está disponible.',
    noRoom:
      'Todavía no se ha asignado ninguna habitación a esta estancia: contacta con el anfitrión.',
  },
  fr: {
    opensAt: (d, t) => `L'accès aux portes sera disponible le ${d} à ${t}.`,
    ended: "Votre séjour est terminé : l'accès aux portes n'est plus disponible.",
    noRoom: "Aucune chambre n'est encore attribuée à ce séjour : contactez l'hôte.",
  },
  de: {
    opensAt: (d, t) => `Der Zugang zu den Türen ist ab ${d} um ${t} Uhr verfügbar.`,
    ended: 'Ihr Aufenthalt ist beendet: Der Zugang zu den Türen ist nicht mehr verfügbar.',
    noRoom:
      'Diesem Aufenthalt ist noch kein Zimmer zugewiesen: Bitte kontaktieren Sie den Gastgeber.',
  },
};

/** 'yyyy-mm-dd' → the usual written form of the language. */
const writtenDate = (date: string, language: LanguageCode): string => {
  const [y, m, d] = date.split('-');
  if (language === 'en') return date;
  return language === 'de' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
};

export const roomTexts = (language: LanguageCode) => ({
  opensAt: (date: string, time: string) =>
    TEXTS[language].opensAt(writtenDate(date, language), time.slice(0, 5)),
  ended: TEXTS[language].ended,
  noRoom: TEXTS[language].noRoom,
});

export const CPC_MESSAGES = {
  opened: 'Door opened.',
  wrongCpc: 'Invalid CPC.',
  notRemote: 'This door cannot be opened remotely.',
  outsideWindow: 'The door can only be opened during your stay.',
  checkinIncomplete: 'Complete the online check-in first: the doors open once it is done.',
  identificationRequired:
    'Your host must identify you before the doors open: in person, or by a video call at the door.',
  notConfigured: 'The remote lock of this door is not configured. Please contact the host.',
  lockedOut: (minutes: number) =>
    `Too many wrong CPC attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  offline: 'The door lock is offline. Please contact the host.',
  timeout: 'The door lock did not answer in time. Please try again.',
  busy: 'The door lock service is busy. Please try again in a few seconds.',
  queueFull:
    'Many guests are opening doors right now and this door would wait too long. Please try again in a few seconds.',
  alreadyOpening: 'This door is already being opened. Wait a moment before trying again.',
  authError: 'The door lock service refused the host credentials. Please contact the host.',
  badAnswer: 'The door lock service gave an invalid answer. Please try again or contact the host.',
} as const;
