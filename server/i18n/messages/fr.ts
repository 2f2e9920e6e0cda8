import type { ServerMessages } from './en.ts';

const fr: ServerMessages = {
  success: 'Succès',
  invalidParams: 'Requête invalide : {{detail}}',
  notFound: 'Introuvable',
  methodNotAllowed: 'Méthode non autorisée',
  rateLimited: 'Trop de requêtes, veuillez réessayer dans un instant',
  internal: 'Une erreur s’est produite de notre côté, veuillez réessayer',
  serviceUnavailable: 'Le service est temporairement indisponible',
  sessionInvalid: 'Votre session a expiré, veuillez vous reconnecter',
  settingUnknown: 'Paramètre inconnu « {{key}} »',
};

export default fr;
