import {
  API_SAMPLE_FILTERS,
  ALL_CATEGORIES,
  defaultStaticApiSamples,
  filterApiSamples,
  Icon,
  PageHero,
  PHARMACEUTICAL_APIS_HERO_IMAGE,
  pharmaceuticalApiStats,
  useContent,
  type ApiSampleFilter,
  type StaticApiSample,
} from '@pharma/shared';
import { useMemo, useState } from 'react';
import { CallToAction } from '../common/call-to-action';
import { NoResults } from '../common/no-results';
import { ApiSampleCard } from './api-sample-card';
import { loadApiSamples } from './load-api-samples';
import { PHARMACEUTICAL_APIS_HERO } from './pharmaceutical-apis-hero';
import { QualitySection } from './quality-section';
import './pharmaceutical-apis.css';

// The samples' editor announces its saves with this event.
const CONTENT_EVENTS = ['adminDataChanged' as const];

/** /pharmaceutical-apis: a showcase of the published sample APIs with a category filter. */
export function PharmaceuticalApisPage() {
  const { data: samples } = useContent<StaticApiSample[]>(loadApiSamples, defaultStaticApiSamples, CONTENT_EVENTS);
  const [filter, setFilter] = useState<ApiSampleFilter>(ALL_CATEGORIES);
  const visible = useMemo(() => filterApiSamples(samples, filter), [samples, filter]);

  return (
    <>
      <PageHero
        className="papis-hero"
        title={PHARMACEUTICAL_APIS_HERO.title}
        subtitle={PHARMACEUTICAL_APIS_HERO.subtitle}
        backgroundImage={PHARMACEUTICAL_APIS_HERO_IMAGE}
      />

      <section className="papis-stats" aria-label="Key figures">
        <ul className="container papis-stats-grid">
          {pharmaceuticalApiStats.map((stat, index) => (
            <li key={stat.label} className="papis-stat" data-aos="fade-up" data-aos-delay={String(index * 100)}>
              <Icon name={stat.icon} className="papis-stat-icon" />
              <span className="papis-stat-value">{stat.value}</span>
              <span className="papis-stat-label">{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="papis-portfolio-title">
        <div className="container">
          <div className="section-heading" data-aos="fade-up">
            <p className="eyebrow">API Portfolio</p>
            <h2 id="papis-portfolio-title">Featured Active Pharmaceutical Ingredients</h2>
            <p>A selection from our 150+ APIs, each backed by full documentation and approvals across the major regulated markets.</p>
          </div>
          <div className="papis-filters" role="group" aria-label="Filter APIs by category">
            {API_SAMPLE_FILTERS.map((option) => (
              <button
                key={option}
                type="button"
                className={`papis-filter${option === filter ? ' is-active' : ''}`}
                aria-pressed={option === filter}
                onClick={() => setFilter(option)}
              >
                {option}
              </button>
            ))}
          </div>
          <p className="papis-count" aria-live="polite">
            Showing {visible.length} of {samples.length} APIs
          </p>
          {visible.length > 0 ? (
            <div className="grid grid-3">
              {visible.map((sample) => (
                <ApiSampleCard key={sample.id} sample={sample} />
              ))}
            </div>
          ) : (
            <NoResults />
          )}
        </div>
      </section>

      <QualitySection />

      <CallToAction
        title="Looking for a Specific API?"
        text="Our portfolio goes well beyond these samples. Ask us about availability, documentation and samples, or browse the full product range."
        primary={{ to: '/contact', label: 'Contact Our Team', icon: 'ri-mail-line' }}
        secondary={{ to: '/products', label: 'View All Products', icon: 'ri-capsule-line' }}
      />
    </>
  );
}
