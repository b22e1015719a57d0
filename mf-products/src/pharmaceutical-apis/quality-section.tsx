import { Icon, type PharmaceuticalApisBody } from '@pharma/shared';

/** Quality and regulatory commitments behind every API, as published. */
export function QualitySection({ quality }: { quality: PharmaceuticalApisBody['quality'] }) {
  return (
    <section className="section section-alt" aria-labelledby="papis-quality-title">
      <div className="container">
        <div className="section-heading" data-aos="fade-up">
          {quality.eyebrow ? <p className="eyebrow">{quality.eyebrow}</p> : null}
          <h2 id="papis-quality-title">{quality.title}</h2>
          {quality.description ? <p>{quality.description}</p> : null}
        </div>
        <ul className="papis-quality-grid">
          {quality.pillars.map((pillar, index) => (
            <li key={pillar.title} className="papis-quality-item" data-aos="fade-up" data-aos-delay={String(index * 100)}>
              <span className="papis-quality-icon">
                <Icon name={pillar.icon} />
              </span>
              <div>
                <h3>{pillar.title}</h3>
                <p>{pillar.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <ul className="papis-accreditations" aria-label="Certifications and approvals">
          {quality.accreditations.map((name) => (
            <li key={name}>
              <i className="ri-award-line" aria-hidden="true" />
              {name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
