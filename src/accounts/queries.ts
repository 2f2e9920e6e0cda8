import { useQuery } from '@tanstack/react-query';
import { useSession } from '../stores/session.ts';
import { accountsApi } from './api.ts';

export const BALANCE_KEY = ['balance'] as const;

export function useBalance() {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: [...BALANCE_KEY, token],
    queryFn: ({ signal }) => accountsApi.balance(signal),
    enabled: token !== null,
    staleTime: 10_000,
  });
}

/** Sign-up and log-in options: e-mail or mobile sign-up, mobile log-in, captcha at sign-up. */
export function useAuthSettings() {
  const basic = useQuery({ queryKey: ['basicInfo'], queryFn: accountsApi.basicInfo, staleTime: 5 * 60_000 });
  const captcha = useQuery({
    queryKey: ['setting', 'captcha_on_register'],
    queryFn: () => accountsApi.setting('captcha_on_register'),
    staleTime: 5 * 60_000,
  });
  return {
    ready: basic.isSuccess,
    registerBy: basic.data?.verify_reg_type === 2 ? ('mobile' as const) : ('email' as const),
    mobileLogin: basic.data?.is_show_mobile === 1,
    captchaOnRegister: captcha.data?.value === '1',
  };
}

export function useAreaCodes() {
  return useQuery({ queryKey: ['area_list'], queryFn: accountsApi.areaList, staleTime: 60 * 60_000 });
}
