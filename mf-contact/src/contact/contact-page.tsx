// Texts, defaults and pure helpers come from '@pharma/shared/content', bundled into this remote, so the
// page works even when the shell provides an older copy of the shared singleton (independent deploys).
// Runtime pieces (fetch helpers, UI kit) come from the '@pharma/shared' singleton.
import { Spinner, useContent } from '@pharma/shared';
import { CONTACT_TEXTS, defaultContactContent } from '@pharma/shared/content';
import { lazy, Suspense } from 'react';
import { loadContactContent } from './contact-content';
import { ContactHero } from './contact-hero';
import './contact-page.css';
import { GetInTouch } from './get-in-touch';

// The form carries the phone input (metadata and flags) and the verification loader: its own chunk.
const ContactForm = lazy(() => import('./form/contact-form'));

/** /contact: hero, Get in Touch (addresses, e-mail, hours) and the "Send us a Message" form. */
export function ContactPage() {
  // Built-in content first; a failed load is silent (as the spec asks). Admin edits announce adminDataChanged.
  const { data } = useContent(loadContactContent, defaultContactContent, ['adminDataChanged']);
  return (
    <>
      <ContactHero hero={data.hero} />
      <section className="section contact-main">
        <div className="container contact-layout">
          <GetInTouch content={data.getInTouch} />
          <div className="card contact-form-card" data-aos="fade-up" data-aos-delay="100">
            <h2 id="contact-form-title">{CONTACT_TEXTS.formTitle}</h2>
            <Suspense fallback={<Spinner label="Loading the contact form" />}>
              <ContactForm />
            </Suspense>
          </div>
        </div>
      </section>
    </>
  );
}
