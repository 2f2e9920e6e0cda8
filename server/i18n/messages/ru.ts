import type { ServerMessages } from './en.ts';

const ru: ServerMessages = {
  success: 'Успешно',
  invalidParams: 'Неверный запрос: {{detail}}',
  notFound: 'Не найдено',
  methodNotAllowed: 'Метод не разрешён',
  rateLimited: 'Слишком много запросов, повторите попытку чуть позже',
  internal: 'На нашей стороне произошла ошибка, попробуйте ещё раз',
  serviceUnavailable: 'Сервис временно недоступен',
  sessionInvalid: 'Сеанс истёк, войдите снова',
  settingUnknown: 'Неизвестная настройка «{{key}}»',
  symbolUnknown: 'Нет инструмента с id {{id}}',
  loginFailed: 'Неверный аккаунт или пароль',
  captchaRequired: 'Введите символы с картинки',
  captchaInvalid: 'Код с картинки неверен или устарел, попробуйте новый',
  codeInvalid: 'Неверный код подтверждения',
  codeExpired: 'Срок действия кода истёк, запросите новый',
  codeAttemptsExceeded: 'Слишком много неверных кодов, запросите новый',
  codeResendWait: 'Подождите {{seconds}} с, прежде чем запросить новый код',
  accountExists: 'Этот аккаунт уже зарегистрирован, войдите в систему',
  demoNotAllowed: 'Зарегистрируйтесь или войдите в реальный счёт, чтобы воспользоваться этим',
  demoOnly: 'Сбросить можно только демо-счёт',
  passwordTooShort: 'Пароль должен содержать не менее {{min}} символов',
  passwordMismatch: 'Пароли не совпадают',
  emailInvalid: 'Введите действительный адрес электронной почты',
  mobileInvalid: 'Введите действительный номер мобильного телефона',
  areaCodeUnknown: 'Выберите код страны',
  registerByEmailOnly: 'Регистрация возможна только по электронной почте',
  registerByMobileOnly: 'Регистрация возможна только по номеру телефона',
  inviteCodeUnknown: 'Такого кода приглашения не существует',
  tooManyAttempts: 'Слишком много попыток, повторите через {{minutes}} мин',
  codeMailSubject: 'Ваш код подтверждения Pipwave',
  codeMailBody:
    'Ваш код подтверждения: {{code}}. Он действует {{minutes}} минут. Если вы его не запрашивали, просто проигнорируйте это сообщение.',
};

export default ru;
