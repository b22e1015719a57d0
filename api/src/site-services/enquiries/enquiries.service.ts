import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { ContactFormValues, Enquiry, EnquiryStatus } from '@pharma/shared/content';
import { EnquiriesRepository } from './enquiries.repository.js';
import type { ContactSubmissionDto } from './dto/contact-submission.dto.js';
import { HumanVerifier, type VerificationInfo } from './verification/human-verifier.js';

export const VERIFICATION_FAILED = 'Human verification failed. Please try again.';

@Injectable()
export class EnquiriesService {
  constructor(
    private readonly repository: EnquiriesRepository,
    private readonly verifier: HumanVerifier,
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
    return this.repository.add(values satisfies ContactFormValues);
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
