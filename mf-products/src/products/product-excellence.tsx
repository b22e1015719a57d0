import { Icon } from '@pharma/shared';

const POINTS = [
  {
    icon: 'ri-shield-check-line',
    title: 'Regulatory-Grade Quality',
    text: 'Manufactured in US FDA and EDQM approved facilities under cGMP, with ISO 9001, ISO 14001 and OHSAS 18001 certified systems.',
  },
  {
    icon: 'ri-links-line',
    title: 'Integrated Value Chain',
    text: 'One chain from key starting materials through APIs to finished dosage forms, for secure and traceable supply.',
  },
  {
    icon: 'ri-flask-line',
    title: 'Science-Led Development',
    text: '200+ scientists across 3 R&D centres develop robust, non-infringing routes and complex generics.',
  },
  {
    icon: 'ri-global-line',
    title: 'Global Reach',
    text: '150+ API products supplied to 550+ customers in 80+ countries, backed by 40+ years of expertise.',
  },
];

/** The "Product Excellence" block under the tabs. */
export function ProductExcellence() {
  return (
    <section className="section section-alt" aria-labelledby="products-excellence-title">
      <div className="container">
        <div className="section-heading" data-aos="fade-up">
          <p className="eyebrow">Why Auralis</p>
          <h2 id="products-excellence-title">Product Excellence</h2>
          <p>Every product in our portfolio is backed by the same commitment to quality, compliance and continuity of supply.</p>
        </div>
        <ul className="products-excellence-grid">
          {POINTS.map((point, index) => (
            <li key={point.title} className="products-excellence-item" data-aos="fade-up" data-aos-delay={String(index * 100)}>
              <span className="products-excellence-icon">
                <Icon name={point.icon} />
              </span>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
