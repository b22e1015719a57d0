import { CONTACT_ERROR_MESSAGE, CONTACT_MESSAGE_MAX, CONTACT_SUCCESS_MESSAGE, CONTACT_TEXTS, sanitizeName } from '@pharma/shared/content';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { HumanVerification } from '../verification/human-verification';
import type { VerificationHandle } from '../verification/types';
import './contact-form.css';
import { PhoneField } from './phone-field';
import { SubmitButton } from './submit-button';
import { useContactSubmission } from './use-contact-submission';

/** "Send us a Message": the enquiry form. Loaded as its own chunk (phone metadata, flags). */
export default function ContactForm() {
  // Fixed, not useId: the server renders the page alone and it hydrates inside the shell's tree.
  const id = 'contact-form';
  const verification = useRef<VerificationHandle>(null);
  const [phoneKey, setPhoneKey] = useState(0);
  const onSent = useCallback(() => {
    verification.current?.reset();
    setPhoneKey((key) => key + 1); // remount: the country selector starts again at India
  }, []);
  const { values, setField, token, setToken, status, submitting, submit } = useContactSubmission({ onSent });
  const outcome = useRef<HTMLDivElement>(null);

  // The outcome shows under the button; on a phone that is below the fold while the form clears, so
  // it is brought into view (a screen reader hears it from the status or alert role).
  useEffect(() => {
    if (status === 'idle') return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    outcome.current?.scrollIntoView?.({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  }, [status]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className="contact-form" onSubmit={onSubmit} aria-busy={submitting}>
      <div className="contact-form-row">
        <div className="form-field">
          <label htmlFor={`${id}-name`}>{CONTACT_TEXTS.fullNameLabel}</label>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={100}
            value={values.name}
            onChange={(e) => setField('name', sanitizeName(e.target.value))}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-email`}>{CONTACT_TEXTS.emailLabel}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={values.email}
            onChange={(e) => setField('email', e.target.value)}
          />
        </div>
      </div>
      <div className="contact-form-row">
        <div className="form-field">
          <label htmlFor={`${id}-phone`}>{CONTACT_TEXTS.phoneLabel}</label>
          <PhoneField
            key={phoneKey}
            id={`${id}-phone`}
            value={values.phone}
            countryCode={values.countryCode}
            onChange={(phone) => setField('phone', phone)}
            onCountryCodeChange={(code) => setField('countryCode', code)}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-company`}>{CONTACT_TEXTS.companyLabel}</label>
          <input
            id={`${id}-company`}
            name="company"
            type="text"
            autoComplete="organization"
            maxLength={200}
            value={values.company}
            onChange={(e) => setField('company', e.target.value)}
          />
        </div>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-message`}>{CONTACT_TEXTS.messageLabel}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          required
          maxLength={CONTACT_MESSAGE_MAX}
          aria-describedby={`${id}-counter`}
          value={values.message}
          onChange={(e) => setField('message', e.target.value)}
        />
        <span id={`${id}-counter`} className="contact-counter">
          <span className="visually-hidden">Characters used: </span>
          {values.message.length}/{CONTACT_MESSAGE_MAX}
        </span>
      </div>

      <HumanVerification ref={verification} onTokenChange={setToken} />

      <SubmitButton submitting={submitting} verified={Boolean(token)} />

      <div className="contact-outcome" ref={outcome}>
        {/* Always present, so that the message put into it is announced. */}
        <div role="status">{status === 'success' ? <p className="alert alert-success">{CONTACT_SUCCESS_MESSAGE}</p> : null}</div>
        {status === 'error' ? (
          <p className="alert alert-error" role="alert">
            {CONTACT_ERROR_MESSAGE}
          </p>
        ) : null}
      </div>
    </form>
  );
}
