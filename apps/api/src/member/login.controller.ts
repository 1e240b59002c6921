import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LoginResponseValue } from '@wps/shared-types';
import { CredentialRoute } from '../rate-limit/credential-routes.js';
import { FreePlayDto, LoginDto } from './dto/login.dto.js';
import { FreePlayService } from './free-play.service.js';
import { LoginService } from './login.service.js';
import { CurrentVisitor, type Visitor } from '../common/visitor.js';

/** A member's ways in: password or SMS code, and free play; they end in a session. */
@ApiTags('session')
@Controller('wps/session')
export class LoginController {
  constructor(
    private readonly logins: LoginService,
    private readonly freePlay: FreePlayService,
  ) {}

  @Post('login')
  @CredentialRoute()
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in by username and password, or by mobile number and SMS code' })
  login(@Body() dto: LoginDto, @CurrentVisitor() visitor: Visitor): Promise<LoginResponseValue> {
    return this.logins.login(dto, visitor);
  }

  @Post('login/freeplay')
  @CredentialRoute()
  @HttpCode(200)
  @ApiOperation({ summary: 'Free play: creates a demo account (isAgent 4) and logs it in' })
  startFreePlay(
    @Body() _dto: FreePlayDto,
    @CurrentVisitor() visitor: Visitor,
  ): Promise<LoginResponseValue> {
    return this.freePlay.start(visitor);
  }
}
