import type { ServerMessages } from './en.ts';

const id: ServerMessages = {
  success: 'Berhasil',
  invalidParams: 'Permintaan tidak valid: {{detail}}',
  notFound: 'Tidak ditemukan',
  methodNotAllowed: 'Metode tidak diizinkan',
  rateLimited: 'Terlalu banyak permintaan, silakan coba lagi sebentar lagi',
  internal: 'Terjadi kesalahan di sistem kami, silakan coba lagi',
  serviceUnavailable: 'Layanan untuk sementara tidak tersedia',
  sessionInvalid: 'Sesi Anda telah berakhir, silakan masuk kembali',
  settingUnknown: 'Pengaturan tidak dikenal “{{key}}”',
  symbolUnknown: 'Tidak ada simbol dengan id {{id}}',
  loginFailed: 'Akun atau kata sandi salah',
  captchaRequired: 'Masukkan karakter yang ada di gambar',
  captchaInvalid: 'Kode gambar salah atau kedaluwarsa, silakan coba kode baru',
  codeInvalid: 'Kode verifikasi salah',
  codeExpired: 'Kode verifikasi kedaluwarsa, silakan minta kode baru',
  codeAttemptsExceeded: 'Terlalu banyak kode salah, silakan minta kode baru',
  codeResendWait: 'Harap tunggu {{seconds}} dtk sebelum meminta kode lain',
  accountExists: 'Akun ini sudah terdaftar, silakan masuk',
  demoNotAllowed: 'Silakan daftar atau masuk ke akun riil untuk menggunakan fitur ini',
  demoOnly: 'Hanya akun demo yang dapat diatur ulang',
  passwordTooShort: 'Kata sandi minimal {{min}} karakter',
  passwordMismatch: 'Kedua kata sandi tidak cocok',
  emailInvalid: 'Masukkan alamat email yang valid',
  mobileInvalid: 'Masukkan nomor ponsel yang valid',
  areaCodeUnknown: 'Pilih kode negara',
  registerByEmailOnly: 'Pendaftaran hanya melalui email',
  registerByMobileOnly: 'Pendaftaran hanya melalui nomor ponsel',
  inviteCodeUnknown: 'Kode undangan ini tidak ada',
  tooManyAttempts: 'Terlalu banyak percobaan, coba lagi dalam {{minutes}} menit',
  codeMailSubject: 'Kode verifikasi Pipwave Anda',
  codeMailBody:
    'Kode verifikasi Anda adalah {{code}}. Kode berlaku {{minutes}} menit. Jika Anda tidak memintanya, abaikan pesan ini.',
};

export default id;
