import type { ServerMessages } from './en.ts';

const tr: ServerMessages = {
  success: 'Başarılı',
  invalidParams: 'Geçersiz istek: {{detail}}',
  notFound: 'Bulunamadı',
  methodNotAllowed: 'Bu yönteme izin verilmiyor',
  rateLimited: 'Çok fazla istek gönderildi, lütfen biraz sonra tekrar deneyin',
  internal: 'Sistemimizde bir sorun oluştu, lütfen tekrar deneyin',
  serviceUnavailable: 'Hizmet geçici olarak kullanılamıyor',
  sessionInvalid: 'Oturumunuzun süresi doldu, lütfen tekrar giriş yapın',
  settingUnknown: 'Bilinmeyen ayar “{{key}}”',
};

export default tr;
