import type { ServerMessages } from './en.ts';

const spa: ServerMessages = {
  success: 'Operación realizada',
  invalidParams: 'Solicitud no válida: {{detail}}',
  notFound: 'No encontrado',
  methodNotAllowed: 'Método no permitido',
  rateLimited: 'Demasiadas solicitudes, inténtalo de nuevo en un momento',
  internal: 'Se ha producido un error por nuestra parte, inténtalo de nuevo',
  serviceUnavailable: 'El servicio no está disponible temporalmente',
  sessionInvalid: 'Tu sesión ha caducado, vuelve a iniciar sesión',
  settingUnknown: 'Ajuste desconocido «{{key}}»',
  symbolUnknown: 'No hay ningún símbolo con id {{id}}',
  loginFailed: 'Cuenta o contraseña incorrecta',
  captchaRequired: 'Introduce los caracteres de la imagen',
  captchaInvalid: 'El código de la imagen es incorrecto o ha caducado, prueba con el nuevo',
  codeInvalid: 'El código de verificación es incorrecto',
  codeExpired: 'El código de verificación ha caducado, solicita uno nuevo',
  codeAttemptsExceeded: 'Demasiados códigos incorrectos, solicita uno nuevo',
  codeResendWait: 'Espera {{seconds}} s antes de solicitar otro código',
  accountExists: 'Esta cuenta ya está registrada, inicia sesión',
  demoNotAllowed: 'Regístrate o inicia sesión en una cuenta real para usar esta función',
  demoOnly: 'Solo se puede restablecer una cuenta demo',
  passwordTooShort: 'La contraseña necesita al menos {{min}} caracteres',
  passwordMismatch: 'Las dos contraseñas no coinciden',
  emailInvalid: 'Introduce un correo electrónico válido',
  mobileInvalid: 'Introduce un número de móvil válido',
  areaCodeUnknown: 'Elige un prefijo de país',
  registerByEmailOnly: 'El registro solo es posible por correo electrónico',
  registerByMobileOnly: 'El registro solo es posible con número de móvil',
  inviteCodeUnknown: 'Este código de invitación no existe',
  tooManyAttempts: 'Demasiados intentos, inténtalo de nuevo en {{minutes}} min',
  codeMailSubject: 'Tu código de verificación de Pipwave',
  codeMailBody:
    'Tu código de verificación es {{code}}. Caduca en {{minutes}} minutos. Si no lo solicitaste, ignora este mensaje.',
};

export default spa;
