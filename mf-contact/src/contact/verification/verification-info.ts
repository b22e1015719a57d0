import { DEFAULT_VERIFICATION, type VerificationInfo } from '@pharma/shared/content';

export const VERIFICATION_INFO_PATH = '/api/contact-form/verification';

/**
 * Which widget to show. Never rejects: when the API cannot say, the self-hosted ALTCHA default is
 * used, so the form looks the same offline (its challenge request then fails inside the widget).
 */
export async function loadVerificationInfo(): Promise<VerificationInfo> {
  try {
    const response = await fetch(VERIFICATION_INFO_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) return DEFAULT_VERIFICATION;
    return parseVerificationInfo(await response.json());
  } catch (error) {
    console.warn('Human-verification settings unavailable; using the default provider', error);
    return DEFAULT_VERIFICATION;
  }
}

/** Accepts the answer itself or `{ data: answer }`; anything unknown gives the default. */
export function parseVerificationInfo(body: unknown): VerificationInfo {
  const value = body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
  const info = (value ?? {}) as Record<string, unknown>;
  if (info.provider === 'recaptcha' && typeof info.siteKey === 'string' && info.siteKey) {
    return { provider: 'recaptcha', siteKey: info.siteKey };
  }
  if (info.provider === 'altcha' && typeof info.challengeUrl === 'string' && info.challengeUrl) {
    return { provider: 'altcha', challengeUrl: info.challengeUrl };
  }
  return DEFAULT_VERIFICATION;
}
