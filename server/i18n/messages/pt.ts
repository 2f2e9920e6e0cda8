import type { ServerMessages } from './en.ts';

const pt: ServerMessages = {
  success: 'Sucesso',
  invalidParams: 'Pedido inválido: {{detail}}',
  notFound: 'Não encontrado',
  methodNotAllowed: 'Método não permitido',
  rateLimited: 'Demasiados pedidos, tente novamente dentro de momentos',
  internal: 'Ocorreu um erro do nosso lado, tente novamente',
  serviceUnavailable: 'O serviço está temporariamente indisponível',
  sessionInvalid: 'A sua sessão expirou, inicie sessão novamente',
  settingUnknown: 'Definição desconhecida «{{key}}»',
};

export default pt;
