import { Module } from '@nestjs/common';
import { AuthModule } from '../../platform/auth/auth.module.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { ContactFormController } from './contact-form.controller.js';
import { EnquiriesController } from './enquiries.controller.js';
import { EnquiriesRepository } from './enquiries.repository.js';
import { EnquiriesService } from './enquiries.service.js';
import { AltchaVerifier } from './verification/altcha.verifier.js';
import { HumanVerifier } from './verification/human-verifier.js';
import { RecaptchaVerifier } from './verification/recaptcha.verifier.js';
import { SolvedChallenges } from './verification/solved-challenges.repository.js';

/** reCAPTCHA when both keys are configured; otherwise self-hosted ALTCHA, which works offline. */
function createVerifier(config: AppConfig, solved: SolvedChallenges): HumanVerifier {
  return config.recaptcha ? new RecaptchaVerifier(config.recaptcha) : new AltchaVerifier(config.altchaHmacKey, config.altchaMaxNumber, solved);
}

@Module({
  // New enquiries are mailed to the people who read them (Notices).
  imports: [AuthModule],
  controllers: [ContactFormController, EnquiriesController],
  providers: [
    EnquiriesService,
    EnquiriesRepository,
    SolvedChallenges,
    { provide: HumanVerifier, inject: [APP_CONFIG, SolvedChallenges], useFactory: createVerifier },
  ],
})
export class EnquiriesModule {}
