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
  symbolUnknown: 'Không có mã giao dịch với id {{id}}',
  loginFailed: 'Tài khoản hoặc mật khẩu không đúng',
  captchaRequired: 'Vui lòng nhập các ký tự trong hình',
  captchaInvalid: 'Mã hình sai hoặc đã hết hạn, vui lòng thử mã mới',
  codeInvalid: 'Mã xác minh không đúng',
  codeExpired: 'Mã xác minh đã hết hạn, vui lòng yêu cầu mã mới',
  codeAttemptsExceeded: 'Nhập sai mã quá nhiều lần, vui lòng yêu cầu mã mới',
  codeResendWait: 'Vui lòng đợi {{seconds}} giây trước khi yêu cầu mã khác',
  accountExists: 'Tài khoản này đã được đăng ký, vui lòng đăng nhập',
  demoNotAllowed: 'Vui lòng đăng ký hoặc đăng nhập tài khoản thực để sử dụng chức năng này',
  demoOnly: 'Chỉ tài khoản demo mới có thể đặt lại',
  passwordTooShort: 'Mật khẩu cần ít nhất {{min}} ký tự',
  passwordMismatch: 'Hai mật khẩu không khớp',
  emailInvalid: 'Vui lòng nhập địa chỉ email hợp lệ',
  mobileInvalid: 'Vui lòng nhập số điện thoại hợp lệ',
  areaCodeUnknown: 'Vui lòng chọn mã quốc gia',
  registerByEmailOnly: 'Chỉ có thể đăng ký bằng email',
  registerByMobileOnly: 'Chỉ có thể đăng ký bằng số điện thoại',
  inviteCodeUnknown: 'Mã mời này không tồn tại',
  tooManyAttempts: 'Quá nhiều lần thử, vui lòng thử lại sau {{minutes}} phút',
  codeMailSubject: 'Mã xác minh Pipwave của bạn',
  codeMailBody:
    'Mã xác minh của bạn là {{code}}, hết hạn sau {{minutes}} phút. Nếu bạn không yêu cầu, hãy bỏ qua tin nhắn này.',
};

export default vn;
