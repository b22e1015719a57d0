import { Module } from '@nestjs/common';
import { UploadController } from './upload.controller.js';
import { UploadService } from './upload.service.js';

@Module({ controllers: [UploadController], providers: [UploadService], exports: [UploadService] })
export class UploadModule {}
