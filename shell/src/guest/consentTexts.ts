import type { LanguageCode } from '@soglia/api-client';

// Only ConsentDialog imports these texts, and GuestOnboarding loads it lazily: the owner path
// never downloads them.
export interface ConsentTexts {
  title: string;
  lawfulProcessing: string;
  documentPhotos: string;
  cookies: string;
  accept: string;
}

export const CONSENT_TEXTS: Record<LanguageCode, ConsentTexts> = {
  it: {
    title: 'Consenso al trattamento dei dati',
    lawfulProcessing:
      'Trattiamo i tuoi dati personali per adempiere agli obblighi di legge sulla registrazione degli ospiti.',
    documentPhotos:
      'Le foto dei documenti sono conservate per la durata del soggiorno e poi cancellate automaticamente.',
    cookies: 'Usiamo solo cookie tecnici, necessari al funzionamento del servizio.',
    accept: 'Accetto',
  },
  en: {
    title: 'Data privacy consent',
    lawfulProcessing:
      'We process your personal data to meet the legal requirements for registering guests.',
    documentPhotos:
      'Photos of your documents are kept for the duration of your stay and then removed automatically.',
    cookies: 'We only use technical cookies, which the service needs to work.',
    accept: 'Accept',
  },
  es: {
    title: 'Consentimiento de privacidad',
    lawfulProcessing:
      'Tratamos tus datos personales para cumplir las obligaciones legales de registro de huéspedes.',
    documentPhotos:
      'Las fotos de los documentos se conservan durante la estancia y después se eliminan automáticamente.',
    cookies: 'Solo usamos cookies técnicas, necesarias para el funcionamiento del servicio.',
    accept: 'Aceptar',
  },
  fr: {
    title: 'Consentement à la protection des données',
    lawfulProcessing:
      "Nous traitons vos données personnelles afin de respecter les obligations légales d'enregistrement des voyageurs.",
    documentPhotos:
      "Les photos des pièces d'identité sont conservées pendant le séjour, puis supprimées automatiquement.",
    cookies:
      'Nous utilisons uniquement des cookies techniques, nécessaires au fonctionnement du service.',
    accept: 'Accepter',
  },
  de: {
    title: 'Einwilligung zum Datenschutz',
    lawfulProcessing:
      'Wir verarbeiten Ihre personenbezogenen Daten, um die gesetzlichen Pflichten zur Gästeregistrierung zu erfüllen.',
    documentPhotos:
      'Fotos Ihrer Ausweisdokumente werden für die Dauer des Aufenthalts gespeichert und danach automatisch gelöscht.',
    cookies:
      'Wir verwenden nur technische Cookies, die für den Betrieb des Dienstes notwendig sind.',
    accept: 'Akzeptieren',
  },
};
