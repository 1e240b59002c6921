import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN, isLanguage, type Language } from '@wps/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie naming a client's captcha answer: a random key the server issued and signed. */
export const CAPTCHA_COOKIE = 'wps_captcha';
const CAPTCHA_KEY_PATTERN = /^[0-9a-f]{32}$/;

/**
 * Who is asking, as the edge read it from the request: all that services know of HTTP. Built
 * once per request by `@CurrentVisitor()`; the member of a session comes apart from it.
 */
export interface Visitor {
  /** The client address, as the trusted-proxy setting decides. */
  ip: string;
  /** The host name the request named: it picks the operator's site. */
  host: string;
  /** The scheme the request came in on. */
  protocol: string;
  /** The browser (User-Agent, at most 255 characters). */
  userAgent: string | null;
  /** The device id the player site keeps in the browser (DEVICE_ID_HEADER); a linked-accounts key. */
  device: string | null;
  /** The language the client asked for (X-Language: MS, EN or CN). */
  language: Language | null;
  /** The key of a captcha cookie this server signed; null for none, or one a client made. */
  captchaKey: string | null;
}

export function visitorOf(request: FastifyRequest): Visitor {
  const userAgent = request.headers['user-agent'];
  const asked = request.headers['x-language'];
  const language = typeof asked === 'string' ? asked.toUpperCase() : '';
  const device = request.headers[DEVICE_ID_HEADER];
  return {
    ip: request.ip,
    host: request.hostname,
    protocol: request.protocol,
    userAgent: userAgent ? userAgent.slice(0, 255) : null,
    device: typeof device === 'string' && DEVICE_ID_PATTERN.test(device) ? device : null,
    language: isLanguage(language) ? language : null,
    captchaKey: captchaKeyOf(request),
  };
}

/** The visitor of the request a handler serves. */
export const CurrentVisitor = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Visitor =>
    visitorOf(context.switchToHttp().getRequest<FastifyRequest>()),
);

/** A query whose language the edge filled in (the asked one, else the header's or the site's). */
export type InLanguage<Query> = Query & { language: Language };

/** The language to answer in: the one asked for, else the site's. */
export function languageFor(visitor: Visitor, fallback: string): Language {
  if (visitor.language) return visitor.language;
  return isLanguage(fallback) ? fallback : 'MS';
}

function captchaKeyOf(request: FastifyRequest): string | null {
  const cookie = request.cookies?.[CAPTCHA_COOKIE];
  if (!cookie) return null;
  const { valid, value } = request.unsignCookie(cookie);
  return valid && value && CAPTCHA_KEY_PATTERN.test(value) ? value : null;
}

/** Gives the client its captcha key, signed and out of reach of scripts. */
export function setCaptchaCookie(reply: FastifyReply, key: string, production: boolean): void {
  void reply.setCookie(CAPTCHA_COOKIE, key, {
    path: '/wps',
    httpOnly: true,
    sameSite: 'strict',
    secure: production ? true : 'auto',
    signed: true,
  });
}
