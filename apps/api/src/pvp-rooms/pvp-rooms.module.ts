import { Module } from '@nestjs/common';
import { MerchantModule } from '../merchant/merchant.module.js';
import { PvpRoomsController } from './pvp-rooms.controller.js';
import { PvpRoomsRepository } from './pvp-rooms.repository.js';
import { PvpRoomsService } from './pvp-rooms.service.js';

/** Card-game rooms: the GCS_pvpRooms relay, and the seats the game launch takes in them. */
@Module({
  imports: [MerchantModule],
  controllers: [PvpRoomsController],
  providers: [PvpRoomsRepository, PvpRoomsService],
  exports: [PvpRoomsService],
})
export class PvpRoomsModule {}
