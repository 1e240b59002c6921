/**
 * Where SMS and e-mail leave the system. A real gateway implements these; until one is
 * configured the development providers record every message in the outbox instead.
 */
export interface SmsProvider {
  /** `to` is an E.164 number such as +60123456701. */
  send(to: string, text: string): Promise<void>;
}

export interface EmailProvider {
  send(to: string, subject: string, text: string): Promise<void>;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');
export const EMAIL_PROVIDER = Symbol('EMAIL_PROVIDER');
