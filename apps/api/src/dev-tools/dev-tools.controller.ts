import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error.js';
import { isLoopback } from '../common/loopback.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { PRISMA } from '../database/database.module.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { SiteSettingsDto } from './site-settings.dto.js';

/**
 * Development helpers for demos and browser tests: switch maintenance, the slider and white-label
 * flags of the current site. Absent in production and answered only to this machine.
 */
@ApiTags('development')
@Controller('wps/dev')
export class DevToolsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly merchants: MerchantService,
  ) {}

  @Post('site')
  @HttpCode(200)
  @ApiOperation({ summary: 'Changes site settings (development only, from this machine only)' })
  async updateSite(@Body() dto: SiteSettingsDto, @Req() request: FastifyRequest): Promise<null> {
    if (this.config.NODE_ENV === 'production' || !isLoopback(request)) {
      throw new AppError('NOT_FOUND', 'Not found');
    }
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
    this.merchants.clearCache();
    return null;
  }
}
