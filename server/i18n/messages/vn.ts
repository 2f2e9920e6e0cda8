import type { ServerMessages } from './en.ts';

const vn: ServerMessages = {
  success: 'Thành công',
  invalidParams: 'Yêu cầu không hợp lệ: {{detail}}',
  notFound: 'Không tìm thấy',
  methodNotAllowed: 'Phương thức không được phép',
  rateLimited: 'Quá nhiều yêu cầu, vui lòng thử lại sau giây lát',
  internal: 'Hệ thống của chúng tôi đã gặp sự cố, vui lòng thử lại',
  serviceUnavailable: 'Dịch vụ tạm thời không khả dụng',
  sessionInvalid: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  settingUnknown: 'Cài đặt không xác định “{{key}}”',
};

export default vn;
