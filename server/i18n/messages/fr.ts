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
  symbolUnknown: 'Aucun instrument avec l’id {{id}}',
  loginFailed: 'Compte ou mot de passe incorrect',
  captchaRequired: "Veuillez saisir les caractères de l'image",
  captchaInvalid: "Le code de l'image est erroné ou a expiré, essayez le nouveau",
  codeInvalid: 'Le code de vérification est incorrect',
  codeExpired: 'Le code de vérification a expiré, veuillez en demander un nouveau',
  codeAttemptsExceeded: 'Trop de codes erronés, veuillez en demander un nouveau',
  codeResendWait: 'Veuillez patienter {{seconds}} s avant de demander un autre code',
  accountExists: 'Ce compte est déjà inscrit, veuillez vous connecter',
  demoNotAllowed: 'Inscrivez-vous ou connectez-vous à un compte réel pour utiliser cette fonction',
  demoOnly: 'Seul un compte démo peut être réinitialisé',
  passwordTooShort: 'Le mot de passe doit contenir au moins {{min}} caractères',
  passwordMismatch: 'Les deux mots de passe ne correspondent pas',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide',
  mobileInvalid: 'Veuillez saisir un numéro de mobile valide',
  areaCodeUnknown: 'Veuillez choisir un indicatif pays',
  registerByEmailOnly: "L'inscription se fait uniquement par e-mail",
  registerByMobileOnly: "L'inscription se fait uniquement par numéro de mobile",
  inviteCodeUnknown: "Ce code d'invitation n'existe pas",
  tooManyAttempts: 'Trop de tentatives, réessayez dans {{minutes}} min',
  codeMailSubject: 'Votre code de vérification Pipwave',
  codeMailBody:
    "Votre code de vérification est {{code}}. Il expire dans {{minutes}} minutes. Si vous ne l'avez pas demandé, ignorez ce message.",
};

export default fr;
