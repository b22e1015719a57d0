import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { ProviderProps } from './types';
import { useLatest } from './use-latest';

/** The `<altcha-widget>` element, once its code has been loaded. */
type AltchaElement = HTMLElement & { reset?: () => void; verify?: () => Promise<unknown> };
type WidgetDetail = { state?: string; payload?: string };

/** The widget's code is a chunk of its own, fetched only when the contact page opens. */
export const loadAltcha = (): Promise<unknown> => import('altcha');

interface Props extends ProviderProps {
  challengeUrl: string;
  load?: () => Promise<unknown>;
}

/**
 * ALTCHA proof of work, self-hosted: the widget fetches a challenge from our API, solves it in a
 * worker and hands us a payload, which the form sends as `recaptchaToken`. The element is created
 * when the page mounts and removed when it unmounts.
 */
export function AltchaVerification({ challengeUrl, onTokenChange, ref, load = loadAltcha }: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<AltchaElement | null>(null);
  const onToken = useLatest(onTokenChange);
  const [failed, setFailed] = useState(false);

  useImperativeHandle(ref, () => ({ reset: () => widgetRef.current?.reset?.() }), []);

  useEffect(() => {
    let cancelled = false;
    const onVerified = (event: Event) => onToken.current((event as CustomEvent<WidgetDetail>).detail?.payload || null);
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<WidgetDetail>).detail;
      if (detail?.state !== 'verified') onToken.current(null);
      else if (detail.payload) onToken.current(detail.payload);
    };
    load().then(
      () => {
        if (cancelled || !hostRef.current) return;
        const widget = createWidget(challengeUrl);
        widget.addEventListener('verified', onVerified);
        widget.addEventListener('statechange', onState);
        widget.addEventListener('load', () => startIfTyping(widget), { once: true });
        hostRef.current.appendChild(widget);
        widgetRef.current = widget;
      },
      (error: unknown) => {
        console.warn('The verification widget could not be loaded', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      widgetRef.current?.remove();
      widgetRef.current = null;
    };
  }, [challengeUrl, load, onToken]);

  return (
    <div className="contact-verification">
      {/* React renders nothing inside the host: the element is added and removed by hand. */}
      <div ref={hostRef} className="contact-verification-host" />
      {failed ? <p className="contact-verification-error">The verification could not be loaded. Please reload the page.</p> : null}
    </div>
  );
}

/**
 * `auto="onfocus"` reacts to focus moving inside the form; a visitor who started typing before the
 * widget arrived would never cause one, so the solving starts at once for them.
 */
function startIfTyping(widget: AltchaElement) {
  const form = widget.closest('form');
  if (form && document.activeElement && form.contains(document.activeElement)) void widget.verify?.();
}

function createWidget(challengeUrl: string): AltchaElement {
  const widget = document.createElement('altcha-widget') as AltchaElement;
  widget.setAttribute('challenge', challengeUrl);
  widget.setAttribute('language', 'en');
  // Solving starts as soon as the visitor focuses the form, so it is usually done before they finish typing.
  widget.setAttribute('auto', 'onfocus');
  widget.setAttribute('name', 'altcha');
  // The attribution footer links to an outside site; the site links to no third party by default.
  widget.setAttribute('configuration', JSON.stringify({ hideFooter: true }));
  return widget;
}
