import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module.js';
import { UploadController } from './upload.controller.js';
import { UploadService } from './upload.service.js';

@Module({ imports: [MediaModule], controllers: [UploadController], providers: [UploadService], exports: [UploadService] })
export class UploadModule {}
