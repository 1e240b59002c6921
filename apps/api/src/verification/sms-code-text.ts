import type { Language } from '@wps/shared-types';

/** The SMS carrying a verification code, in the member's language. */
export function verificationCodeText(code: string, minutes: number, language: Language): string {
  switch (language) {
    case 'EN':
      return `Your verification code is ${code}. It expires in ${minutes} minutes.`;
    case 'CN':
      return `您的验证码是 ${code}，${minutes} 分钟内有效。`;
    case 'MS':
      return `Kod pengesahan anda ialah ${code}. Sah selama ${minutes} minit.`;
  }
}

/** The subject of an e-mail carrying a verification code. */
export function verificationCodeSubject(language: Language): string {
  switch (language) {
    case 'EN':
      return 'Your verification code';
    case 'CN':
      return '您的验证码';
    case 'MS':
      return 'Kod pengesahan anda';
  }
}
