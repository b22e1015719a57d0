import { ACCREDITATIONS, Icon, type RegulatoryApproval } from '@pharma/shared';
import { RegulatoryCarousel } from './regulatory-carousel';
import './regulatory.css';

/** Regulatory Approvals: the quality paragraph, the approvals carousel and the seven accreditations. */
export function Regulatory({ approvals }: { approvals: RegulatoryApproval[] }) {
  return (
    <section className="section section-alt home-regulatory" aria-labelledby="home-regulatory-title">
      <div className="container">
        <div className="section-heading" data-aos="fade-up">
          <p className="eyebrow">Quality &amp; Compliance</p>
          <h2 id="home-regulatory-title">Regulatory Approvals</h2>
          <p>
            Our manufacturing facilities meet international quality standards and are regularly inspected by regulatory authorities around the world, so our
            partners can file with confidence.
          </p>
        </div>
        <RegulatoryCarousel items={approvals} />
        <h3 id="home-accreditations-title" className="home-accreditations-title">
          Accreditations
        </h3>
        <ul className="home-accreditations" aria-labelledby="home-accreditations-title">
          {ACCREDITATIONS.map((name) => (
            <li key={name} className="home-accreditation">
              <Icon name="ri-verified-badge-line" />
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
