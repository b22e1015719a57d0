import type { VerificationInfo } from '@pharma/shared/content';
import { useEffect, useState } from 'react';
import { AltchaVerification } from './altcha-verification';
import { RecaptchaVerification } from './recaptcha-verification';
import type { ProviderProps } from './types';
import { loadVerificationInfo } from './verification-info';

interface Props extends ProviderProps {
  /** Injected by tests; the page asks the API which provider to use. */
  loadInfo?: () => Promise<VerificationInfo>;
}

/** The human check of the contact form: asks the API which provider to show, then shows it. */
export function HumanVerification({ onTokenChange, ref, loadInfo = loadVerificationInfo }: Props) {
  const [info, setInfo] = useState<VerificationInfo | null>(null);

  useEffect(() => {
    let active = true;
    void loadInfo().then((value) => {
      if (active) setInfo(value);
    });
    return () => {
      active = false;
    };
  }, [loadInfo]);

  if (!info) return <p className="contact-verification-pending">Loading verification…</p>;
  if (info.provider === 'recaptcha') {
    return <RecaptchaVerification siteKey={info.siteKey} onTokenChange={onTokenChange} ref={ref} />;
  }
  return <AltchaVerification challengeUrl={info.challengeUrl} onTokenChange={onTokenChange} ref={ref} />;
}
