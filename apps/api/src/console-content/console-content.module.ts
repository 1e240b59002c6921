import { Module } from '@nestjs/common';
import { MerchantModule } from '../merchant/merchant.module.js';
import { OperatorModule } from '../operator/operator.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AnnouncementsController } from './announcements.controller.js';
import { AnnouncementsRepository } from './announcements.repository.js';
import { AnnouncementsService } from './announcements.service.js';
import { BannerImagesController, BannersController } from './banners.controller.js';
import { BannersRepository } from './banners.repository.js';
import { BannersService } from './banners.service.js';
import { CustomerServiceChannelsController } from './customer-service.controller.js';
import { CustomerServiceChannelsRepository } from './customer-service.repository.js';
import { CustomerServiceChannelsService } from './customer-service.service.js';
import { HelpArticlesController, HelpCategoriesController } from './help-centre.controller.js';
import { HelpCentreRepository } from './help-centre.repository.js';
import { HelpCentreService } from './help-centre.service.js';
import { PointGoodsController } from './point-goods.controller.js';
import { PointGoodsRepository } from './point-goods.repository.js';
import { PointGoodsService } from './point-goods.service.js';
import { PromotionsController } from './promotions.controller.js';
import { PromotionsRepository } from './promotions.repository.js';
import { PromotionsService } from './promotions.service.js';
import { VipRanksController } from './vip-ranks.controller.js';
import { VipRanksRepository } from './vip-ranks.repository.js';
import { VipRanksService } from './vip-ranks.service.js';

/**
 * The console's content page: what players read (banners, notices, promotions, the help centre,
 * VIP ranks, the points mall, customer service), as operators write it.
 */
@Module({
  imports: [OperatorModule, MerchantModule, UploadsModule],
  controllers: [
    BannersController,
    BannerImagesController,
    AnnouncementsController,
    PromotionsController,
    HelpCategoriesController,
    HelpArticlesController,
    VipRanksController,
    PointGoodsController,
    CustomerServiceChannelsController,
  ],
  providers: [
    BannersRepository,
    BannersService,
    AnnouncementsRepository,
    AnnouncementsService,
    PromotionsRepository,
    PromotionsService,
    HelpCentreRepository,
    HelpCentreService,
    VipRanksRepository,
    VipRanksService,
    PointGoodsRepository,
    PointGoodsService,
    CustomerServiceChannelsRepository,
    CustomerServiceChannelsService,
  ],
})
export class ConsoleContentModule {}
