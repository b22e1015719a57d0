import { Icon } from '@pharma/shared';

const PILLARS = [
  {
    icon: 'ri-building-4-line',
    title: 'cGMP Manufacturing',
    text: 'Dedicated API blocks inspected by the US FDA and EDQM, with controlled-substance licences for psychotropics.',
  },
  {
    icon: 'ri-file-list-3-line',
    title: 'Complete Documentation',
    text: 'US DMFs, CEPs and ASMFs with open and closed parts, plus technical packages for every market we serve.',
  },
  {
    icon: 'ri-microscope-line',
    title: 'Analytical Excellence',
    text: 'Validated HPLC, GC and particle-size methods, impurity profiling and stability studies to ICH guidelines.',
  },
  {
    icon: 'ri-shield-check-line',
    title: 'Regulatory Support',
    text: 'A regulatory affairs team that answers deficiency letters and supports your filings with FDA, EMA, MHRA and TGA.',
  },
];

const ACCREDITATIONS = ['ISO 9001', 'ISO 14001', 'OHSAS 18001', 'US FDA', 'EDQM'];

/** Quality and regulatory commitments behind every API. */
export function QualitySection() {
  return (
    <section className="section section-alt" aria-labelledby="papis-quality-title">
      <div className="container">
        <div className="section-heading" data-aos="fade-up">
          <p className="eyebrow">Quality First</p>
          <h2 id="papis-quality-title">Quality & Regulatory Excellence</h2>
          <p>Quality is built into every step, from key starting materials to the final release certificate.</p>
        </div>
        <ul className="papis-quality-grid">
          {PILLARS.map((pillar, index) => (
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
          {ACCREDITATIONS.map((name) => (
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
