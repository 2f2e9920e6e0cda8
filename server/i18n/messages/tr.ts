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
  symbolUnknown: '{{id}} kimlikli sembol yok',
  loginFailed: 'Hesap veya şifre hatalı',
  captchaRequired: 'Lütfen resimdeki karakterleri girin',
  captchaInvalid: 'Resim kodu hatalı veya süresi dolmuş, lütfen yenisini deneyin',
  codeInvalid: 'Doğrulama kodu hatalı',
  codeExpired: 'Doğrulama kodunun süresi doldu, lütfen yeni bir kod isteyin',
  codeAttemptsExceeded: 'Çok fazla hatalı kod, lütfen yeni bir kod isteyin',
  codeResendWait: 'Yeni kod istemeden önce lütfen {{seconds}} sn bekleyin',
  accountExists: 'Bu hesap zaten kayıtlı, lütfen giriş yapın',
  demoNotAllowed: 'Bunu kullanmak için lütfen gerçek bir hesapla kaydolun veya giriş yapın',
  demoOnly: 'Yalnızca demo hesap sıfırlanabilir',
  passwordTooShort: 'Şifre en az {{min}} karakter olmalıdır',
  passwordMismatch: 'İki şifre eşleşmiyor',
  emailInvalid: 'Lütfen geçerli bir e-posta adresi girin',
  mobileInvalid: 'Lütfen geçerli bir cep telefonu numarası girin',
  areaCodeUnknown: 'Lütfen bir ülke kodu seçin',
  registerByEmailOnly: 'Kayıt yalnızca e-posta ile yapılabilir',
  registerByMobileOnly: 'Kayıt yalnızca cep telefonu numarası ile yapılabilir',
  inviteCodeUnknown: 'Bu davet kodu mevcut değil',
  tooManyAttempts: 'Çok fazla deneme, lütfen {{minutes}} dk sonra tekrar deneyin',
  codeMailSubject: 'Pipwave doğrulama kodunuz',
  codeMailBody:
    'Doğrulama kodunuz {{code}}. Kodun süresi {{minutes}} dakika içinde dolar. Bu kodu siz istemediyseniz bu mesajı yok sayın.',
};

export default tr;
