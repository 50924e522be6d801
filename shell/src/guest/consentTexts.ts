import type { LanguageCode } from '@soglia/api-client';

// Only ConsentDialog imports these texts, and GuestOnboarding loads it lazily: the owner path
// never downloads them.
export interface ConsentTexts {
  title: string;
  lawfulProcessing: string;
  documentPhotos: string;
  /** The identification video call at the door: live only, nothing recorded or stored. */
  identificationCall: string;
  /** What the phone keeps for use without a connection, and until when. */
  keptOnPhone: string;
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
    identificationCall:
      "Se l'host deve identificarti, lo fa con una videochiamata alla porta: la chiamata è solo in diretta e Soglia non ne registra né conserva nulla.",
    keptOnPhone:
      'Per aprire le porte anche senza campo, questo telefono conserva una copia del soggiorno, della camera con le istruzioni e i codici delle porte, della guida e dei contatti: mai le foto dei documenti né la password. La copia si cancella al logout e 24 ore dopo il check-out.',
    cookies: 'Usiamo solo cookie tecnici, necessari al funzionamento del servizio.',
    accept: 'Accetto',
  },
  en: {
    title: 'Data privacy consent',
    lawfulProcessing:
      'We process your personal data to meet the legal requirements for registering guests.',
    documentPhotos:
      'Photos of your documents are kept for the duration of your stay and then removed automatically.',
    identificationCall:
      'If your host must identify you, they do it in a video call at the door: the call is live only, and nothing of it is recorded or stored by Soglia.',
    keptOnPhone:
      'So the doors open even without signal, this phone keeps a copy of your stay, your room with its door instructions and codes, the guidebook and the contacts: never your document photos or your password. The copy is deleted when you log out and 24 hours after check-out.',
    cookies: 'We only use technical cookies, which the service needs to work.',
    accept: 'Accept',
  },
  es: {
    title: 'Consentimiento de privacidad',
    lawfulProcessing:
      'Tratamos tus datos personales para cumplir las obligaciones legales de registro de huéspedes.',
    documentPhotos:
      'Las fotos de los documentos se conservan durante la estancia y después se eliminan automáticamente.',
    identificationCall:
      'Si tu anfitrión debe identificarte, lo hace con una videollamada en la puerta: la llamada es solo en directo y Soglia no graba ni guarda nada de ella.',
    keptOnPhone:
      'Para abrir las puertas incluso sin cobertura, este teléfono guarda una copia de tu estancia, de tu habitación con las instrucciones y los códigos de las puertas, de la guía y de los contactos: nunca las fotos de los documentos ni la contraseña. La copia se borra al cerrar sesión y 24 horas después del check-out.',
    cookies: 'Solo usamos cookies técnicas, necesarias para el funcionamiento del servicio.',
    accept: 'Aceptar',
  },
  fr: {
    title: 'Consentement à la protection des données',
    lawfulProcessing:
      "Nous traitons vos données personnelles afin de respecter les obligations légales d'enregistrement des voyageurs.",
    documentPhotos:
      "Les photos des pièces d'identité sont conservées pendant le séjour, puis supprimées automatiquement.",
    identificationCall:
      "Si votre hôte doit vous identifier, il le fait lors d'un appel vidéo à la porte : l'appel est uniquement en direct et Soglia n'en enregistre ni n'en conserve rien.",
    keptOnPhone:
      "Pour ouvrir les portes même sans réseau, ce téléphone garde une copie de votre séjour, de votre chambre avec les instructions et les codes des portes, du guide et des contacts : jamais les photos des pièces d'identité ni le mot de passe. La copie est supprimée à la déconnexion et 24 heures après le check-out.",
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
    identificationCall:
      'Wenn Ihr Gastgeber Sie identifizieren muss, geschieht das per Videoanruf an der Tür: Der Anruf läuft nur live, Soglia zeichnet nichts davon auf und speichert nichts.',
    keptOnPhone:
      'Damit sich die Türen auch ohne Empfang öffnen lassen, speichert dieses Telefon eine Kopie Ihres Aufenthalts, Ihres Zimmers mit den Anleitungen und Codes der Türen, des Reiseführers und der Kontakte: nie die Fotos Ihrer Ausweisdokumente oder Ihr Passwort. Die Kopie wird beim Abmelden und 24 Stunden nach dem Check-out gelöscht.',
    cookies:
      'Wir verwenden nur technische Cookies, die für den Betrieb des Dienstes notwendig sind.',
    accept: 'Akzeptieren',
  },
};
