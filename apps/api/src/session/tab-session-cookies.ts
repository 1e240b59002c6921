import { Inject, Injectable } from '@nestjs/common';
import {
  REMEMBER_ME_MILLISECONDS,
  TAB_SESSION_COOKIE,
  TAB_SESSION_COOKIE_PATH,
  TAB_SESSION_HINT_COOKIE,
} from '@wps/shared-types';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { SessionService } from './session.service.js';

/**
 * The cookies that let the tabs of one browser share a login (docs/decisions.md, "Sessions across
 * tabs"): the HttpOnly credential, scoped to the session routes, and its script-readable hint.
 * Without remember me both end with the browser; with it they last the spec's one day.
 */
@Injectable()
export class TabSessionCookies {
  constructor(
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** After a login answered `token`: the browser's other tabs may join its session. */
  async issue(reply: FastifyReply, token: string, remember: boolean): Promise<void> {
    const credential = await this.sessions.tabCredential(token);
    const lifetime = remember ? { maxAge: REMEMBER_ME_MILLISECONDS / 1000 } : {};
    void reply.setCookie(TAB_SESSION_COOKIE, credential, {
      ...this.options(TAB_SESSION_COOKIE_PATH),
      ...lifetime,
      httpOnly: true,
    });
    void reply.setCookie(TAB_SESSION_HINT_COOKIE, '1', { ...this.options('/'), ...lifetime });
  }

  /** Logout, or a session that has ended: no tab may join it any more. */
  clear(reply: FastifyReply): void {
    void reply.clearCookie(TAB_SESSION_COOKIE, this.options(TAB_SESSION_COOKIE_PATH));
    void reply.clearCookie(TAB_SESSION_HINT_COOKIE, this.options('/'));
  }

  private options(path: string) {
    return {
      path,
      sameSite: 'strict' as const,
      secure: this.config.NODE_ENV === 'production' ? true : ('auto' as const),
    };
  }
}
