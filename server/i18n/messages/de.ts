import type { ServerMessages } from './en.ts';

const de: ServerMessages = {
  success: 'Erfolgreich',
  invalidParams: 'Ungültige Anfrage: {{detail}}',
  notFound: 'Nicht gefunden',
  methodNotAllowed: 'Methode nicht erlaubt',
  rateLimited: 'Zu viele Anfragen, bitte versuchen Sie es gleich noch einmal',
  internal: 'Bei uns ist ein Fehler aufgetreten, bitte versuchen Sie es erneut',
  serviceUnavailable: 'Der Dienst ist vorübergehend nicht verfügbar',
  sessionInvalid: 'Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an',
  settingUnknown: 'Unbekannte Einstellung „{{key}}“',
};

export default de;
