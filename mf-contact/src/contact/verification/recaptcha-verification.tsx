import { useEffect, useImperativeHandle, useRef } from 'react';
import type { ProviderProps } from './types';
import { useLatest } from './use-latest';

/*
 * Google reCAPTCHA v2 (checkbox): used only when the API is configured with reCAPTCHA keys. This is
 * the one place where the site loads a third-party script; the default provider is ALTCHA.
 */
export const RECAPTCHA_SCRIPT_ID = 'contact-recaptcha-script';
const ONLOAD_CALLBACK = '__contactRecaptchaOnload';

interface Grecaptcha {
  render: (container: HTMLElement, options: Record<string, unknown>) => number;
  reset: (widgetId?: number) => void;
}

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha; [ONLOAD_CALLBACK]?: () => void };

export function recaptchaScriptUrl(): string {
  return `https://www.google.com/recaptcha/api.js?onload=${ONLOAD_CALLBACK}&render=explicit`;
}

/** Adds Google's script when the page mounts and removes it (and the widget) when it unmounts. */
export function RecaptchaVerification({ siteKey, onTokenChange, ref }: ProviderProps & { siteKey: string }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  const onToken = useLatest(onTokenChange);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        if (widgetId.current !== null) (window as RecaptchaWindow).grecaptcha?.reset(widgetId.current);
      },
    }),
    [],
  );

  useEffect(() => {
    const win = window as RecaptchaWindow;
    const host = hostRef.current;
    win[ONLOAD_CALLBACK] = () => {
      if (!host || !win.grecaptcha) return;
      widgetId.current = win.grecaptcha.render(host, {
        sitekey: siteKey,
        callback: (token: string) => onToken.current(token || null),
        'expired-callback': () => onToken.current(null),
        'error-callback': () => onToken.current(null),
      });
    };
    const script = document.createElement('script');
    script.id = RECAPTCHA_SCRIPT_ID;
    script.src = recaptchaScriptUrl();
    script.async = true;
    script.defer = true;
    document.head.appendChild(script);
    return () => {
      script.remove();
      delete win[ONLOAD_CALLBACK];
      widgetId.current = null;
      if (host) host.replaceChildren();
    };
  }, [siteKey, onToken]);

  return (
    <div className="contact-verification">
      <div ref={hostRef} className="contact-verification-host" />
    </div>
  );
}
