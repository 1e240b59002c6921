import { Module } from '@nestjs/common';
import { DevToolsController } from './dev-tools.controller.js';

@Module({ controllers: [DevToolsController] })
export class DevToolsModule {}
