import type { Catalogue } from '../../types';

/** German texts of the keys section (doors and online check-in). */
export const keysMessages: Catalogue = {
  'guest.doors.loading': 'Ihre Türen werden geladen…',
  'guest.doors.loadError': 'Fehler beim Abrufen der Zimmerdaten.',
  'guest.doors.retry': 'Erneut versuchen',
  'guest.doors.welcome':
    'Willkommen! Schließen Sie unten den Online-Check-in ab, dann erscheinen hier Ihre Türen.',
  'guest.doors.missingTitle': 'Es fehlt noch:',
  'guest.doors.missingPhotos':
    '{count, plural, one {die Ausweisfotos von # Gast} other {die Ausweisfotos von # Gästen}}',
  'guest.doors.missingForms':
    '{count, plural, one {das Meldeformular von # Gast} other {die Meldeformulare von # Gästen}}',
  'guest.doors.missingBilling': 'die Rechnungsdaten',
  'guest.doors.missingIdentification':
    'Ihr Gastgeber muss Sie identifizieren, bevor sich die Türen öffnen: persönlich oder per Videoanruf an der Tür.',
  'guest.doors.accessTitle': 'Zugang zu den Türen',
  'guest.doors.room': 'Zimmer',
  'guest.doors.noDoors': 'Für Ihr Zimmer ist noch keine Tür eingerichtet.',
  'guest.doors.doorsLabel': 'Türen',
  'guest.doors.goToDoor': 'Tür {number}: {name}',
  'guest.doors.accessCode': 'Zugangscode',
  'guest.doors.copy': 'Code kopieren',
  'guest.doors.copied': 'Code kopiert.',
  'guest.doors.copyFailed': 'Kopieren nicht möglich: Bitte notieren Sie den Code.',
  'guest.doors.cpc': 'Positionsprüfcode (CPC)',
  'guest.doors.cpcHint': 'Der Code, den Ihnen der Gastgeber zum Öffnen dieser Tür gegeben hat.',
  'guest.doors.cpcRequired': 'Geben Sie zuerst den CPC ein.',
  'guest.doors.open': 'Öffnen',
  'guest.doors.opening': 'Wird geöffnet…',
  'guest.doors.queued': 'In der Warteschlange, wenige Sekunden…',
  'guest.doors.opened': 'GEÖFFNET!',
  'guest.doors.warning': 'ACHTUNG! Prüfen Sie den CPC oder kontaktieren Sie den Gastgeber.',
  'guest.doors.deviceOffline':
    'Das Türschloss antwortet gerade nicht. Versuchen Sie es gleich noch einmal oder kontaktieren Sie den Gastgeber.',
  'guest.doors.noConnection':
    'Keine Verbindung: Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  'guest.doors.lockedOut':
    '{minutes, plural, one {Zu viele falsche Versuche. Versuchen Sie es in # Minute erneut.} other {Zu viele falsche Versuche. Versuchen Sie es in # Minuten erneut.}}',
  'guest.doors.alreadyOpening': 'Diese Tür wird bereits geöffnet. Bitte warten Sie einen Moment.',
  'guest.doors.busy':
    '{seconds, plural, one {Gerade öffnen viele Gäste Türen: Bitte versuchen Sie es in # Sekunde erneut.} other {Gerade öffnen viele Gäste Türen: Bitte versuchen Sie es in # Sekunden erneut.}}',
  'guest.doors.dismiss': 'Schließen',
  'guest.doors.identificationTitle': 'Identifizierung an der Tür',
  'guest.doors.identificationIntro':
    'Bevor sich die Türen öffnen, muss Ihr Gastgeber Sie und Ihre Ausweisdokumente in einem kurzen Videoanruf sehen. Starten Sie ihn an der Tür: Ihr Gastgeber antwortet am Telefon oder Computer.',
  'guest.doors.identificationPrivacy':
    'Der Anruf läuft nur live: Vom Video wird nichts aufgezeichnet oder gespeichert.',
  'guest.doors.identificationDoor': 'Die Tür, an der Sie stehen',
  'guest.doors.identificationCode': 'An der Tür ausgehängter Code',
  'guest.doors.identificationCodeHint': 'Der Positionsprüfcode (CPC) auf dem Schild an der Tür.',
  'guest.doors.startIdentification': 'Identifizierung starten',
  'guest.doors.startingIdentification': 'Wird gestartet…',
  'guest.doors.noCallableDoor':
    'An keiner Ihrer Türen hängt ein Code: Kontaktieren Sie Ihren Gastgeber, um sich identifizieren zu lassen.',
  'guest.doors.opensAfterIdentification':
    'Öffnet sich, sobald Ihr Gastgeber Sie identifiziert hat.',
  'guest.doors.callCheckinIncomplete':
    'Schließen Sie zuerst den Online-Check-in ab: Danach kann der Anruf starten.',
  'guest.doors.callOutsideStay': 'Der Videoanruf kann nur während Ihres Aufenthalts starten.',
  'guest.doors.callThrottled':
    'Zu viele Versuche auf einmal. Warten Sie einen Moment und versuchen Sie es erneut.',
  'guest.doors.callLockedOutLater': 'Zu viele falsche Versuche. Versuchen Sie es später erneut.',
  'guest.doors.mediaDenied':
    'Kamera und Mikrofon sind blockiert. Erlauben Sie sie für diese Seite in den Browsereinstellungen und versuchen Sie es erneut: Ihr Gastgeber muss Sie sehen und hören.',
  'guest.doors.mediaMissing':
    'Keine Kamera verfügbar. Verwenden Sie ein Telefon mit Kamera oder kontaktieren Sie Ihren Gastgeber.',
  'guest.doors.mediaBusy':
    'Die Kamera wird von einer anderen App verwendet. Schließen Sie sie und versuchen Sie es erneut.',
  'guest.doors.connectionFailed':
    'Die Videoverbindung ist fehlgeschlagen. Versuchen Sie es erneut oder kontaktieren Sie Ihren Gastgeber.',
  'guest.doors.callOver': 'Ihr Gastgeber ruft nicht mehr an.',
  'guest.doors.callFailed':
    'Der Anruf konnte nicht starten. Versuchen Sie es erneut oder kontaktieren Sie Ihren Gastgeber.',
  'guest.doors.callEnded': 'Der Anruf ist beendet.',
  'guest.doors.callingHost': 'Ihr Gastgeber wird angerufen…',
  'guest.doors.ringRemaining': 'Ihr Gastgeber hat noch {time}, um anzunehmen',
  'guest.doors.waitingHint': 'Bleiben Sie an der Tür und halten Sie Ihre Ausweisdokumente bereit.',
  'guest.doors.ownVideo': 'Ihre Kamera',
  'guest.doors.cancelCall': 'Abbrechen',
  'guest.doors.callTitle': 'Videoanruf mit Ihrem Gastgeber',
  'guest.doors.hostVideo': 'Die Kamera Ihres Gastgebers',
  'guest.doors.connecting': 'Verbindung wird hergestellt…',
  'guest.doors.callTip':
    'Zeigen Sie Ihr Gesicht und dann jedes Dokument, wenn Ihr Gastgeber darum bittet.',
  'guest.doors.switchFacing': 'Kamera wechseln',
  'guest.doors.endCall': 'Auflegen',
  'guest.doors.facingSwitchFailed': 'Die andere Kamera konnte nicht verwendet werden.',
  'guest.doors.missedTitle': 'Ihr Gastgeber hat nicht angenommen',
  'guest.doors.missedText':
    'Rufen Sie Ihren Gastgeber an, schreiben Sie ihm oder versuchen Sie es gleich noch einmal.',
  'guest.doors.callHost': '{phone} anrufen',
  'guest.doors.chatHost': 'Per WhatsApp schreiben',
  'guest.doors.incomingTitle': 'Ihr Gastgeber ruft an',
  'guest.doors.incomingText': 'Nehmen Sie an, um den Videoanruf zur Identifizierung zu starten.',
  'guest.doors.answerCall': 'Annehmen',
  'guest.doors.declineCall': 'Ablehnen',
  'guest.checkin.title': 'Online-Check-in',
  'guest.checkin.required': 'Dieses Feld ist erforderlich.',
  'guest.checkin.invalidFormat': 'Ungültiges Format.',
  'guest.checkin.invalidDate': 'Ungültiges Datumsformat.',
  'guest.checkin.uploadsBusy':
    'Gerade werden zu viele Uploads geprüft. Bitte versuchen Sie es in ein paar Sekunden erneut.',
  'guest.checkin.submit': 'Absenden',
  'guest.checkin.sending': 'Wird gesendet…',
  'guest.checkin.formSubmitted': 'Formular erfolgreich gesendet!',
  'guest.checkin.needsConnection':
    'Keine Verbindung: Es wurde nichts gesendet. Senden Sie es erneut, sobald Ihr Telefon online ist.',
  'guest.checkin.formSubmittedError':
    'Fehler beim Senden des Formulars. Bitte versuchen Sie es erneut.',
  'guest.checkin.fixFields': 'Bitte prüfen Sie die markierten Felder: {fields}.',
  'guest.checkin.guestTypeTitle': 'Wer reist?',
  'guest.checkin.guestType': 'Gästetyp',
  'guest.checkin.guestTypeRequired': 'Das Feld Gästetyp ist erforderlich.',
  'guest.checkin.guestTypeSingle': 'Einzelgast',
  'guest.checkin.guestTypeFamily': 'Familie',
  'guest.checkin.guestTypeGroup': 'Gruppe',
  'guest.checkin.choose': 'Bitte wählen…',
  'guest.checkin.billingTitle': 'Rechnungsdaten',
  'guest.checkin.personType': 'Rechnung an',
  'guest.checkin.individual': 'Privatperson',
  'guest.checkin.company': 'Unternehmen',
  'guest.checkin.firstName': 'Vorname',
  'guest.checkin.lastName': 'Nachname',
  'guest.checkin.taxCode': 'Steuernummer',
  'guest.checkin.companyName': 'Firmenname',
  'guest.checkin.vatNumber': 'USt-IdNr.',
  'guest.checkin.address': 'Adresse',
  'guest.checkin.city': 'Stadt',
  'guest.checkin.postalCode': 'Postleitzahl',
  'guest.checkin.country': 'Land',
  'guest.checkin.email': 'E-Mail',
  'guest.checkin.billingError':
    'Fehler beim Senden der Rechnungsdaten. Bitte versuchen Sie es erneut.',
  'guest.checkin.billingSuccess': 'Rechnungsdaten erfolgreich gesendet!',
  'guest.checkin.billingAlreadySent':
    'Die Rechnungsdaten wurden bereits gesendet. Um sie zu ändern, kontaktieren Sie den Gastgeber.',
  'guest.checkin.guestsTitle': 'Gästeanmeldung',
  'guest.checkin.progress': 'Angemeldete Gäste',
  'guest.checkin.stepComplete': 'erledigt',
  'guest.checkin.stepCurrent': 'in Bearbeitung',
  'guest.checkin.stepPending': 'offen',
  'guest.checkin.guestHeading': 'Gast {number}',
  'guest.checkin.dateOfBirth': 'Geburtsdatum',
  'guest.checkin.dateHint': 'Format: jjjj-mm-tt',
  'guest.checkin.citizenship': 'Staatsangehörigkeit',
  'guest.checkin.placeOfBirth': 'Geburtsort',
  'guest.checkin.placeHint': 'Eine italienische Gemeinde oder, im Ausland, der Staat.',
  'guest.checkin.placeResults': '{count, plural, one {# Ort gefunden} other {# Orte gefunden}}',
  'guest.checkin.placeComuneUntil': 'Italienische Gemeinde, bis {year}',
  'guest.checkin.placeStateUntil': 'Staat, bis {year}',
  'guest.checkin.placeNotChosen':
    'Tippen Sie ein paar Buchstaben und wählen Sie den Ort aus der Liste.',
  'guest.checkin.placeComune': 'Italienische Gemeinde',
  'guest.checkin.placeState': 'Staat',
  'guest.checkin.placeNoPlace': 'Keine Gemeinde und kein Staat mit diesem Namen.',
  'guest.checkin.placeNoState': 'Kein Staat mit diesem Namen.',
  'guest.checkin.placeSearching': 'Suche läuft…',
  'guest.checkin.placeSearchFailed':
    'Die Suche hat nicht geklappt: Prüfen Sie Ihre Verbindung und tippen Sie erneut.',
  'guest.checkin.placeClear': 'Löschen',
  'guest.checkin.gender': 'Geschlecht',
  'guest.checkin.female': 'Weiblich',
  'guest.checkin.male': 'Männlich',
  'guest.checkin.documentType': 'Dokumenttyp',
  'guest.checkin.passport': 'Reisepass',
  'guest.checkin.identityCard': 'Personalausweis',
  'guest.checkin.drivingLicense': 'Europäischer Führerschein',
  'guest.checkin.documentNumber': 'Dokumentnummer',
  'guest.checkin.placeOfIssue': 'Ausstellungsort',
  'guest.checkin.photoFront': 'Ausweisfoto (Vorderseite)',
  'guest.checkin.photoBack': 'Ausweisfoto (Rückseite)',
  'guest.checkin.photoHint':
    'Machen Sie ein Foto oder wählen Sie eine Datei: JPEG, PNG, BMP, GIF oder PDF.',
  'guest.checkin.chooseFile': 'Foto aufnehmen oder Datei wählen',
  'guest.checkin.noFile': 'Keine Datei gewählt',
  'guest.checkin.removeFile': 'Entfernen',
  'guest.checkin.preview': 'Vorschau des gewählten Dokuments',
  'guest.checkin.uploading': 'Upload-Fortschritt',
  'guest.checkin.preparing': 'Foto wird vorbereitet…',
  'guest.checkin.photoReady': 'Bereit zum Senden: {size} KB.',
  'guest.checkin.checkCodiceFiscaleLength':
    'Die Steuernummer (codice fiscale) muss 16 Zeichen haben.',
  'guest.checkin.checkCodiceFiscaleFormat':
    'Die Steuernummer (codice fiscale) hat nicht das richtige Format.',
  'guest.checkin.checkCodiceFiscaleChecksum':
    'Die Steuernummer (codice fiscale) ist ungültig: Das Prüfzeichen stimmt nicht.',
  'guest.checkin.checkPartitaIvaLength': 'Die USt-IdNr. (partita IVA) muss 11 Ziffern haben.',
  'guest.checkin.checkPartitaIvaFormat': 'Die USt-IdNr. (partita IVA) darf nur Ziffern enthalten.',
  'guest.checkin.checkPartitaIvaOffice':
    'Die USt-IdNr. (partita IVA) ist ungültig: Den Amtscode gibt es nicht.',
  'guest.checkin.checkPartitaIvaChecksum':
    'Die USt-IdNr. (partita IVA) ist ungültig: Die Prüfziffer stimmt nicht.',
  'guest.checkin.checkSdiFormat': 'Der SDI-Code muss 7 Zeichen haben (Buchstaben oder Ziffern).',
  'guest.checkin.checkSdiOrPecRequired':
    'Ein italienisches Unternehmen braucht einen SDI-Code oder eine PEC-Adresse.',
  'guest.checkin.checkPecFormat': 'Die PEC ist keine gültige E-Mail-Adresse.',
  'guest.checkin.checkCapFormat': 'Die Postleitzahl (CAP) muss 5 Ziffern haben.',
  'guest.checkin.checkCinFormat':
    'Der CIN hat nicht das richtige Format (z. B. IT058091C2ABCDEF12).',
  'guest.checkin.checkCinComune':
    'Die Gemeindeziffern im CIN passen nicht zur Gemeinde der Wohnung.',
  'guest.checkin.checkPlaceUnknown': 'Unbekannter Ort: Bitte aus der Liste wählen.',
  'guest.checkin.checkPlaceNotAState': 'Bitte ein Land wählen.',
  'guest.checkin.checkPlaceNotOnDate':
    'Diesen Ort gab es am Geburtsdatum nicht: Bitte den damaligen wählen.',
  'guest.checkin.checkLastNameTooLong': 'Der Nachname darf höchstens 50 Zeichen haben.',
  'guest.checkin.checkFirstNameTooLong': 'Der Vorname darf höchstens 30 Zeichen haben.',
  'guest.checkin.checkDocumentNumberTooLong': 'Die Dokumentnummer darf höchstens 20 Zeichen haben.',
  'guest.checkin.sdiCode': 'SDI-Code',
  'guest.checkin.pec': 'PEC (zertifizierte E-Mail)',
  'guest.checkin.invoiceHint':
    'Für ein italienisches Unternehmen: der SDI-Code oder die PEC-Adresse.',
};
