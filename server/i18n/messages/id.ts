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
};

export default id;
