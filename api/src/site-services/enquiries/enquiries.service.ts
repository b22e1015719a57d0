import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ContactFormValues, Enquiry, EnquiryStatus } from '@pharma/shared/content';
import { Notices } from '../../platform/auth/notices.service.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { EnquiriesRepository } from './enquiries.repository.js';
import type { ContactSubmissionDto } from './dto/contact-submission.dto.js';
import { HumanVerifier, type VerificationInfo } from './verification/human-verifier.js';

export const VERIFICATION_FAILED = 'Human verification failed. Please try again.';

@Injectable()
export class EnquiriesService {
  constructor(
    private readonly repository: EnquiriesRepository,
    private readonly verifier: HumanVerifier,
    private readonly notices: Notices,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  verification(): VerificationInfo {
    return this.verifier.describe();
  }

  async challenge(): Promise<object> {
    const challenge = await this.verifier.challenge();
    if (!challenge) throw new NotFoundException('This verification provider issues no challenges');
    return challenge;
  }

  /** The token is checked before anything is stored, and is never stored itself. */
  async submit(submission: ContactSubmissionDto, remoteIp?: string): Promise<Enquiry> {
    if (!(await this.verifier.verify(submission.recaptchaToken, remoteIp))) {
      throw new BadRequestException({ statusCode: 400, message: VERIFICATION_FAILED, errors: { recaptchaToken: [VERIFICATION_FAILED] } });
    }
    const { recaptchaToken: _token, ...values } = submission;
    const enquiry = await this.repository.add(values satisfies ContactFormValues);
    const notice = {
      subject: `New enquiry from ${values.name}${values.company ? ` (${values.company})` : ''}`,
      lead: [
        `${values.name}${values.company ? ` of ${values.company}` : ''} sent an enquiry through the contact page:`,
        `"${excerpt(values.message)}"`,
        `Reply to ${values.email}.`,
      ],
      action: 'Open Enquiries',
    };
    await this.notices.tell('enquiry-received', notice);
    await this.notices.tellAddresses('enquiry-received', notice, this.config.mail.enquiryTo);
    return enquiry;
  }

  list(): Promise<Enquiry[]> {
    return this.repository.newestFirst();
  }

  async setStatus(id: string, status: EnquiryStatus): Promise<Enquiry> {
    return this.found(await this.repository.setStatus(id, status));
  }

  async remove(id: string): Promise<Enquiry> {
    return this.found(await this.repository.remove(id));
  }

  private found(enquiry: Enquiry | null): Enquiry {
    if (!enquiry) throw new NotFoundException('Enquiry not found');
    return enquiry;
  }
}

/** The start of a visitor's message, for a notice (the whole is in the dashboard). */
function excerpt(message: string, max = 500): string {
  return message.length > max ? `${message.slice(0, max)}…` : message;
}
