import type { ServerMessages } from './en.ts';

const th: ServerMessages = {
  success: 'สำเร็จ',
  invalidParams: 'คำขอไม่ถูกต้อง: {{detail}}',
  notFound: 'ไม่พบข้อมูล',
  methodNotAllowed: 'ไม่อนุญาตให้ใช้เมธอดนี้',
  rateLimited: 'มีคำขอมากเกินไป โปรดลองอีกครั้งในอีกสักครู่',
  internal: 'ระบบของเราเกิดข้อผิดพลาด โปรดลองอีกครั้ง',
  serviceUnavailable: 'บริการไม่พร้อมใช้งานชั่วคราว',
  sessionInvalid: 'เซสชันของคุณหมดอายุแล้ว โปรดเข้าสู่ระบบอีกครั้ง',
  settingUnknown: 'ไม่รู้จักการตั้งค่า "{{key}}"',
};

export default th;
