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
};

export default spa;
