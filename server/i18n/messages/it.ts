import type { ServerMessages } from './en.ts';

const it: ServerMessages = {
  success: 'Operazione riuscita',
  invalidParams: 'Richiesta non valida: {{detail}}',
  notFound: 'Non trovato',
  methodNotAllowed: 'Metodo non consentito',
  rateLimited: 'Troppe richieste, riprova tra poco',
  internal: 'Si è verificato un errore da parte nostra, riprova',
  serviceUnavailable: 'Il servizio è temporaneamente non disponibile',
  sessionInvalid: 'La sessione è scaduta, effettua di nuovo l’accesso',
  settingUnknown: 'Impostazione sconosciuta «{{key}}»',
  symbolUnknown: 'Nessun simbolo con id {{id}}',
  loginFailed: 'Account o password errati',
  captchaRequired: "Inserisci i caratteri mostrati nell'immagine",
  captchaInvalid: "Il codice dell'immagine è errato o scaduto, prova quello nuovo",
  codeInvalid: 'Il codice di verifica è errato',
  codeExpired: 'Il codice di verifica è scaduto, richiedine uno nuovo',
  codeAttemptsExceeded: 'Troppi codici errati, richiedine uno nuovo',
  codeResendWait: 'Attendi {{seconds}} s prima di richiedere un altro codice',
  accountExists: 'Questo account è già registrato, accedi',
  demoNotAllowed: 'Registrati o accedi a un conto reale per usare questa funzione',
  demoOnly: 'Solo un conto demo può essere reimpostato',
  passwordTooShort: 'La password deve avere almeno {{min}} caratteri',
  passwordMismatch: 'Le due password non coincidono',
  emailInvalid: 'Inserisci un indirizzo e-mail valido',
  mobileInvalid: 'Inserisci un numero di cellulare valido',
  areaCodeUnknown: 'Scegli un prefisso internazionale',
  registerByEmailOnly: 'La registrazione è possibile solo via e-mail',
  registerByMobileOnly: 'La registrazione è possibile solo con il numero di cellulare',
  inviteCodeUnknown: 'Questo codice invito non esiste',
  tooManyAttempts: 'Troppi tentativi, riprova tra {{minutes}} min',
  codeMailSubject: 'Il tuo codice di verifica Pipwave',
  codeMailBody:
    "Il tuo codice di verifica è {{code}}. Scade tra {{minutes}} minuti. Se non l'hai richiesto, ignora questo messaggio.",
};

export default it;
