import { Body, Controller, Get, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CONSOLE_API_PREFIX,
  CONSOLE_PATHS,
  CONSOLE_SESSION_COOKIE,
  OPERATOR_SESSION,
  type ConsoleChallenge,
  type ConsoleOperator,
  type ConsoleSignedIn,
} from '@wps/shared-types';
import type { FastifyReply } from 'fastify';
import { CurrentVisitor, type Visitor } from '../common/visitor.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { ConsoleRoute, ConsoleSignInRoute } from './console-route.js';
import { ConsoleChangePasswordDto, ConsoleCodeDto, ConsoleSignInDto } from './dto/console.dto.js';
import { CurrentOperator, type OperatorActor } from './operator-actor.js';
import { OperatorSessionService } from './operator-session.service.js';
import { OperatorSignInService, type SignedInOperator } from './operator-sign-in.service.js';

const path = (full: string) => full.slice(1);

/** The console's sign-in (password, then a TOTP or recovery code), session and password. */
@ApiTags('console')
@Controller()
export class OperatorAuthController {
  constructor(
    private readonly signIns: OperatorSignInService,
    private readonly sessions: OperatorSessionService,
    private readonly merchants: MerchantService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post(path(CONSOLE_PATHS.signIn))
  @ConsoleSignInRoute()
  @HttpCode(200)
  @ApiOperation({ summary: 'First step: username and password; answers the code step' })
  async signIn(
    @Body() dto: ConsoleSignInDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<ConsoleChallenge> {
    const site = await this.merchants.siteForHost(visitor.host);
    return this.signIns.signIn(site.id, dto, site.name);
  }

  @Post(path(CONSOLE_PATHS.verifyCode))
  @ConsoleSignInRoute()
  @HttpCode(200)
  @ApiOperation({ summary: 'Second step: a TOTP code (the first one enrols the authenticator)' })
  async verifyCode(
    @Body() dto: ConsoleCodeDto,
    @CurrentVisitor() visitor: Visitor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConsoleSignedIn> {
    const site = await this.merchants.siteForHost(visitor.host);
    return this.signedIn(await this.signIns.verifyCode(site.id, dto, visitor), reply);
  }

  @Post(path(CONSOLE_PATHS.verifyRecoveryCode))
  @ConsoleSignInRoute()
  @HttpCode(200)
  @ApiOperation({ summary: 'Second step with a single-use recovery code' })
  async verifyRecoveryCode(
    @Body() dto: ConsoleCodeDto,
    @CurrentVisitor() visitor: Visitor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConsoleSignedIn> {
    const site = await this.merchants.siteForHost(visitor.host);
    return this.signedIn(await this.signIns.verifyRecoveryCode(site.id, dto, visitor), reply);
  }

  @Get(path(CONSOLE_PATHS.me))
  @ConsoleRoute(null, { duringPasswordChange: true })
  @ApiOperation({ summary: 'The signed-in operator, role and permissions' })
  me(@CurrentOperator() operator: OperatorActor): Promise<ConsoleOperator> {
    return this.signIns.me(operator);
  }

  @Post(path(CONSOLE_PATHS.changePassword))
  @ConsoleRoute(null, { duringPasswordChange: true })
  @HttpCode(200)
  @ApiOperation({ summary: "Changes the operator's password; other sessions end" })
  changePassword(
    @CurrentOperator() operator: OperatorActor,
    @Body() dto: ConsoleChangePasswordDto,
  ): Promise<ConsoleOperator> {
    return this.signIns.changePassword(operator, dto);
  }

  @Post(path(CONSOLE_PATHS.signOut))
  @ConsoleRoute(null, { duringPasswordChange: true })
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends this console session' })
  async signOut(
    @CurrentOperator() operator: OperatorActor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<null> {
    await this.sessions.end(operator);
    operator.change = { target: `operator:${operator.operatorId}`, after: { signedOut: true } };
    void reply.clearCookie(CONSOLE_SESSION_COOKIE, { path: CONSOLE_API_PREFIX });
    return null;
  }

  @Post(path(CONSOLE_PATHS.signOutEverywhere))
  @ConsoleRoute(null, { duringPasswordChange: true })
  @HttpCode(200)
  @ApiOperation({ summary: "Ends every one of the operator's console sessions" })
  async signOutEverywhere(
    @CurrentOperator() operator: OperatorActor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<null> {
    await this.sessions.endAll(operator.operatorId);
    operator.change = {
      target: `operator:${operator.operatorId}`,
      after: { signedOutEverywhere: true },
    };
    void reply.clearCookie(CONSOLE_SESSION_COOKIE, { path: CONSOLE_API_PREFIX });
    return null;
  }

  private signedIn(signedIn: SignedInOperator, reply: FastifyReply): ConsoleSignedIn {
    void reply.setCookie(CONSOLE_SESSION_COOKIE, signedIn.token, {
      path: CONSOLE_API_PREFIX,
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.NODE_ENV === 'production' ? true : 'auto',
      maxAge: OPERATOR_SESSION.maxHours * 3600,
    });
    return { operator: signedIn.operator, recoveryCodes: signedIn.recoveryCodes };
  }
}
