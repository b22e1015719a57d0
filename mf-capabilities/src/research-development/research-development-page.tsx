import { Icon, PageHero, researchDevelopmentPage, useContent, type FocusArea, type PipelineStage, type ResearchFacility } from '@pharma/shared';
import { loadResearchDevelopment, PAGE_BODY_EVENTS } from '../common/load-page-bodies';
import { PageCta } from '../common/page-cta';
import { PageSection } from '../common/page-section';
import { StatStrip } from '../common/stat-strip';
import { RESEARCH_DEVELOPMENT_HERO } from './research-development-hero';
import './research-development.css';

/** /research-development: figures, focus areas, centres, pipeline and platforms, as published. */
export function ResearchDevelopmentPage() {
  const { data: page } = useContent(loadResearchDevelopment, researchDevelopmentPage, PAGE_BODY_EVENTS);
  return (
    <>
      <PageHero title={RESEARCH_DEVELOPMENT_HERO.title} subtitle={RESEARCH_DEVELOPMENT_HERO.subtitle} backgroundImage={page.heroImage}>
        <p className="mfc-hero-lead" data-aos="fade-up" data-aos-delay="200">
          {RESEARCH_DEVELOPMENT_HERO.lead}
        </p>
      </PageHero>

      <section className="section rnd-stats-section" aria-label="Research in numbers">
        <div className="container">
          <StatStrip stats={page.stats} label="Research in numbers" />
        </div>
      </section>

      <PageSection
        id="rnd-focus"
        eyebrow="Where we invest"
        title="Research Focus Areas"
        intro="Our programmes concentrate on the therapy areas and technologies where we can make the biggest difference."
        alt
      >
        <div className="grid rnd-focus-grid">
          {page.focusAreas.map((area) => (
            <FocusAreaCard key={area.id} area={area} />
          ))}
        </div>
      </PageSection>

      <PageSection id="rnd-facilities" eyebrow="Our laboratories" title="Research Facilities">
        <div className="grid grid-2">
          {page.facilities.map((facility) => (
            <ResearchFacilityCard key={facility.id} facility={facility} />
          ))}
        </div>
      </PageSection>

      <PageSection id="rnd-pipeline" eyebrow="What is coming" title="Innovation Pipeline" intro="Active projects at each stage of development." alt>
        <Pipeline stages={page.pipeline} />
      </PageSection>

      <PageSection id="rnd-platforms" eyebrow="How we innovate" title="Technology Platforms">
        <div className="grid grid-3">
          {page.platforms.map((platform) => (
            <article key={platform.id} className="card rnd-platform" data-aos="fade-up">
              <span className="mfc-icon-badge">
                <Icon name={platform.icon} />
              </span>
              <h3>{platform.title}</h3>
              <p>{platform.description}</p>
            </article>
          ))}
        </div>
      </PageSection>

      <PageCta
        title="Partner With Our Scientists"
        text="From route scouting to complex generics, our R&D teams are ready to work on your next programme."
        primary={{ to: '/contact', label: 'Contact Our R&D Team' }}
        secondary={{ to: '/research-capabilities', label: 'Explore Research Capabilities' }}
      />
    </>
  );
}

function FocusAreaCard({ area }: { area: FocusArea }) {
  const labelId = `rnd-focus-${area.id}`;
  return (
    <article className="card rnd-focus" data-aos="fade-up">
      <div className="rnd-focus-header">
        <span className="mfc-icon-badge">
          <Icon name={area.icon} />
        </span>
        <h3 id={labelId}>{area.title}</h3>
      </div>
      <p>{area.description}</p>
      <div className="rnd-progress-label">
        <span>Progress</span>
        <strong>{area.progress}%</strong>
      </div>
      <div
        className="rnd-progress"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={area.progress}
        aria-valuetext={`${area.progress}%`}
      >
        <span style={{ width: `${area.progress}%` }} />
      </div>
    </article>
  );
}

function ResearchFacilityCard({ facility }: { facility: ResearchFacility }) {
  return (
    <article className="card rnd-facility" data-aos="fade-up">
      <span className="mfc-icon-badge">
        <Icon name="ri-microscope-line" />
      </span>
      <div>
        <h3>{facility.name}</h3>
        <p className="rnd-facility-location">
          <Icon name="ri-map-pin-line" /> {facility.location}
        </p>
        <p>{facility.description}</p>
        <ul className="mfc-check-list">
          {facility.features.map((feature) => (
            <li key={feature}>
              <Icon name="ri-check-line" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

/** Each stage's bar is scaled against the busiest stage. */
function Pipeline({ stages }: { stages: PipelineStage[] }) {
  const most = Math.max(1, ...stages.map((stage) => stage.projects));
  return (
    <ol className="rnd-pipeline">
      {stages.map((stage, index) => (
        <li key={stage.stage} className="rnd-stage" data-aos="fade-up" data-aos-delay={String(index * 100)}>
          <span className="rnd-stage-count">{stage.projects}</span> <span className="rnd-stage-name">{stage.stage}</span>{' '}
          <span className="rnd-stage-bar" aria-hidden="true">
            <span style={{ width: `${Math.round((stage.projects / most) * 100)}%` }} />
          </span>
          <span className="rnd-stage-unit">projects</span>
        </li>
      ))}
    </ol>
  );
}
