import { Global, Module } from '@nestjs/common';
import { LanguagesController } from './languages.controller.js';
import { LanguagesService } from './languages.service.js';

/** /api/languages: the locales the site speaks, configured in Settings › Languages. Global: every page's collections read them. */
@Global()
@Module({
  controllers: [LanguagesController],
  providers: [LanguagesService],
  exports: [LanguagesService],
})
export class LanguagesModule {}
