import { Logger, ServiceUnavailableException } from '@nestjs/common';
import { HumanVerifier, type VerificationInfo } from './human-verifier.js';

const TIMEOUT_MS = 5000;

/** Google reCAPTCHA (v2 checkbox), checked server-side with the secret key. */
export class RecaptchaVerifier extends HumanVerifier {
  private readonly logger = new Logger('RecaptchaVerifier');

  constructor(private readonly options: { siteKey: string; secretKey: string; verifyUrl: string }) {
    super();
  }

  describe(): VerificationInfo {
    return { provider: 'recaptcha', siteKey: this.options.siteKey };
  }

  async challenge(): Promise<undefined> {
    return undefined;
  }

  async verify(token: string, remoteIp?: string): Promise<boolean> {
    const form = new URLSearchParams({ secret: this.options.secretKey, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let answer: { success?: boolean };
    try {
      const res = await fetch(this.options.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(TIMEOUT_MS) });
      answer = (await res.json()) as { success?: boolean };
    } catch (error) {
      this.logger.warn(`reCAPTCHA verification unavailable: ${(error as Error).message}`);
      throw new ServiceUnavailableException('Human verification is unavailable. Please try again shortly.');
    }
    return answer.success === true;
  }
}
