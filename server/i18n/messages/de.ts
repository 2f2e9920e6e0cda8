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
  symbolUnknown: 'Kein Symbol mit der ID {{id}}',
  loginFailed: 'Konto oder Passwort falsch',
  captchaRequired: 'Bitte geben Sie die Zeichen aus dem Bild ein',
  captchaInvalid: 'Der Bildcode ist falsch oder abgelaufen, bitte versuchen Sie den neuen',
  codeInvalid: 'Der Bestätigungscode ist falsch',
  codeExpired: 'Der Bestätigungscode ist abgelaufen, bitte fordern Sie einen neuen an',
  codeAttemptsExceeded: 'Zu viele falsche Codes, bitte fordern Sie einen neuen an',
  codeResendWait: 'Bitte warten Sie {{seconds}} s, bevor Sie einen weiteren Code anfordern',
  accountExists: 'Dieses Konto ist bereits registriert, bitte melden Sie sich an',
  demoNotAllowed: 'Bitte registrieren Sie sich oder melden Sie sich mit einem echten Konto an, um dies zu nutzen',
  demoOnly: 'Nur ein Demokonto kann zurückgesetzt werden',
  passwordTooShort: 'Das Passwort braucht mindestens {{min}} Zeichen',
  passwordMismatch: 'Die beiden Passwörter stimmen nicht überein',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  mobileInvalid: 'Bitte geben Sie eine gültige Mobilnummer ein',
  areaCodeUnknown: 'Bitte wählen Sie eine Ländervorwahl',
  registerByEmailOnly: 'Die Registrierung ist nur per E-Mail möglich',
  registerByMobileOnly: 'Die Registrierung ist nur per Mobilnummer möglich',
  inviteCodeUnknown: 'Diesen Einladungscode gibt es nicht',
  tooManyAttempts: 'Zu viele Versuche, bitte versuchen Sie es in {{minutes}} Min. erneut',
  codeMailSubject: 'Ihr Pipwave-Bestätigungscode',
  codeMailBody:
    'Ihr Bestätigungscode lautet {{code}}. Er läuft in {{minutes}} Minuten ab. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Nachricht.',
};

export default de;
