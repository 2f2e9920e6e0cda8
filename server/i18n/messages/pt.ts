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
  symbolUnknown: 'Não existe nenhum símbolo com id {{id}}',
  loginFailed: 'Conta ou senha incorreta',
  captchaRequired: 'Digite os caracteres da imagem',
  captchaInvalid: 'O código da imagem está errado ou expirou, tente o novo',
  codeInvalid: 'O código de verificação está incorreto',
  codeExpired: 'O código de verificação expirou, solicite um novo',
  codeAttemptsExceeded: 'Muitos códigos incorretos, solicite um novo',
  codeResendWait: 'Aguarde {{seconds}} s antes de solicitar outro código',
  accountExists: 'Esta conta já está registrada, faça login',
  demoNotAllowed: 'Registre-se ou entre em uma conta real para usar isto',
  demoOnly: 'Apenas uma conta demo pode ser redefinida',
  passwordTooShort: 'A senha precisa de pelo menos {{min}} caracteres',
  passwordMismatch: 'As duas senhas não coincidem',
  emailInvalid: 'Digite um endereço de e-mail válido',
  mobileInvalid: 'Digite um número de celular válido',
  areaCodeUnknown: 'Escolha um código de país',
  registerByEmailOnly: 'O cadastro é feito apenas por e-mail',
  registerByMobileOnly: 'O cadastro é feito apenas por número de celular',
  inviteCodeUnknown: 'Este código de convite não existe',
  tooManyAttempts: 'Muitas tentativas, tente novamente em {{minutes}} min',
  codeMailSubject: 'Seu código de verificação Pipwave',
  codeMailBody:
    'Seu código de verificação é {{code}}. Ele expira em {{minutes}} minutos. Se você não o solicitou, ignore esta mensagem.',
};

export default pt;
