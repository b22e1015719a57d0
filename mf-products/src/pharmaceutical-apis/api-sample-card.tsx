import { PRODUCTS_TEXTS, type StaticApiSample } from '@pharma/shared';
import { informationSubject } from '../common/contact-link';
import { ContactLinkButton } from '../common/contact-link-button';

/** One sample API of /pharmaceutical-apis, with its specification and regulatory coverage. */
export function ApiSampleCard({ sample }: { sample: StaticApiSample }) {
  return (
    <article className="papis-card" data-aos="fade-up">
      <div className="papis-card-head">
        <span className="papis-card-category">{sample.category}</span>
        <h3>{sample.name}</h3>
      </div>
      <dl className="papis-card-specs">
        <div>
          <dt>CAS Number</dt>
          <dd className="products-cas">{sample.cas}</dd>
        </div>
        <div>
          <dt>Purity</dt>
          <dd>{sample.purity}</dd>
        </div>
        <div>
          <dt>Therapeutic Class</dt>
          <dd>{sample.therapeutic}</dd>
        </div>
      </dl>
      <p className="papis-card-description">{sample.description}</p>
      <div className="papis-card-regulatory">
        <p className="papis-card-regulatory-label" id={`${sample.id}-regulatory`}>
          Regulatory approvals
        </p>
        <ul aria-labelledby={`${sample.id}-regulatory`}>
          {sample.regulatory.map((body) => (
            <li key={body} className={`papis-badge papis-badge-${body.toLowerCase()}`}>
              <i className="ri-checkbox-circle-line" aria-hidden="true" />
              {body}
            </li>
          ))}
        </ul>
      </div>
      <ContactLinkButton
        subject={informationSubject(sample.name, sample.cas)}
        className="btn btn-primary papis-card-action"
        ariaLabel={`${PRODUCTS_TEXTS.requestInformation} about ${sample.name}`}
      >
        {PRODUCTS_TEXTS.requestInformation}
        <i className="ri-arrow-right-line" aria-hidden="true" />
      </ContactLinkButton>
    </article>
  );
}
