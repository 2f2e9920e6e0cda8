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
};

export default ru;
