import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DEV_TOOLS_KEY_HEADER, DevelopmentToolsGuard } from '../common/development-tools.guard.js';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { SiteSettingsDto } from './site-settings.dto.js';

/**
 * Development helpers for demos and browser tests: switch maintenance, the slider and white-label
 * flags of the current site. Absent in production; answered only to this machine with the
 * development key.
 */
@ApiTags('development')
@ApiHeader({ name: DEV_TOOLS_KEY_HEADER, description: 'The development key (DEV_TOOLS_KEY)' })
@UseGuards(DevelopmentToolsGuard)
@Controller('wps/dev')
export class DevToolsController {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly merchants: MerchantService,
  ) {}

  @Post('site')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Changes site settings (development only: this machine, with the development key)',
  })
  async updateSite(@Body() dto: SiteSettingsDto, @Req() request: FastifyRequest): Promise<null> {
    const site = await this.merchants.siteForHost(request.hostname);
    const { flags, maintenanceEndAt, ...settings } = dto;
    await this.prisma.$transaction([
      this.prisma.merchant.update({
        where: { id: site.id },
        data: {
          ...settings,
          ...(maintenanceEndAt === undefined
            ? {}
            : { maintenanceEndAt: new Date(maintenanceEndAt) }),
        },
      }),
      ...(flags ?? []).map((flag) =>
        this.prisma.whiteLabelModule.updateMany({
          where: { merchantId: site.id, code: flag.code },
          data: { enabled: flag.enabled },
        }),
      ),
    ]);
    await this.merchants.settingsChanged();
    return null;
  }
}
