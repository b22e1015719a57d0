import { API_SAMPLE_FILTERS, ALL_CATEGORIES, filterApiSamples, Icon, PageHero, useContent, type ApiSampleFilter } from '@pharma/shared';
import { useMemo, useState } from 'react';
import { CallToAction } from '../common/call-to-action';
import { NoResults } from '../common/no-results';
import { ApiSampleCard } from './api-sample-card';
import { DEFAULT_PHARMACEUTICAL_APIS_VIEW, loadPharmaceuticalApisPage } from './load-pharmaceutical-apis';
import { QualitySection } from './quality-section';
import './pharmaceutical-apis.css';

// The samples' and the page text's editors announce their saves with this event.
const CONTENT_EVENTS = ['adminDataChanged' as const];

/** /pharmaceutical-apis: a showcase of the published sample APIs with a category filter, in the page's published text. */
export function PharmaceuticalApisPage() {
  const {
    data: { body, samples },
  } = useContent(loadPharmaceuticalApisPage, DEFAULT_PHARMACEUTICAL_APIS_VIEW, CONTENT_EVENTS);
  const { hero, stats, portfolio, quality, cta } = body;
  const [filter, setFilter] = useState<ApiSampleFilter>(ALL_CATEGORIES);
  const visible = useMemo(() => filterApiSamples(samples, filter), [samples, filter]);

  return (
    <>
      <PageHero className="papis-hero" title={hero.title} subtitle={hero.subtitle} backgroundImage={hero.image} />

      <section className="papis-stats" aria-label="Key figures">
        <ul className="container papis-stats-grid">
          {stats.map((stat, index) => (
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
            {portfolio.eyebrow ? <p className="eyebrow">{portfolio.eyebrow}</p> : null}
            <h2 id="papis-portfolio-title">{portfolio.title}</h2>
            {portfolio.description ? <p>{portfolio.description}</p> : null}
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

      <QualitySection quality={quality} />

      <CallToAction
        title={cta.title}
        text={cta.text}
        primary={{ to: '/contact', label: cta.contactLabel, icon: 'ri-mail-line' }}
        secondary={{ to: '/products', label: cta.productsLabel, icon: 'ri-capsule-line' }}
      />
    </>
  );
}
