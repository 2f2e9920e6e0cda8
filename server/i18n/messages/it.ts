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
};

export default it;
