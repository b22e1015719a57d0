import {
  brandColor,
  contractManufacturingPage,
  Icon,
  IMAGE_NOT_AVAILABLE_URL,
  PageHero,
  ResponsiveImage,
  useContent,
  type ManufacturingSite,
  type ServiceCard,
} from '@pharma/shared';
import type { CSSProperties } from 'react';
import { loadContractManufacturing, PAGE_BODY_EVENTS } from '../common/load-page-bodies';
import { PageCta } from '../common/page-cta';
import { PageSection } from '../common/page-section';
import { StatStrip } from '../common/stat-strip';
import { CONTRACT_MANUFACTURING_HERO } from './contract-manufacturing-hero';
import './contract-manufacturing.css';

/** /contract-manufacturing: services, sites, process and capacity figures, as published. */
export function ContractManufacturingPage() {
  const { data: page } = useContent(loadContractManufacturing, contractManufacturingPage, PAGE_BODY_EVENTS);
  return (
    <>
      <PageHero title={CONTRACT_MANUFACTURING_HERO.title} subtitle={CONTRACT_MANUFACTURING_HERO.subtitle} backgroundImage={page.heroImage}>
        <p className="mfc-hero-lead" data-aos="fade-up" data-aos-delay="200">
          {CONTRACT_MANUFACTURING_HERO.lead}
        </p>
      </PageHero>

      <PageSection
        id="cmo-services"
        eyebrow="What we do"
        title="Our Manufacturing Services"
        intro="Flexible capacity and deep chemistry expertise for every stage of your product's life cycle."
      >
        <div className="grid cmo-services">
          {page.services.map((service) => (
            <ServiceCardView key={service.id} service={service} />
          ))}
        </div>
      </PageSection>

      <PageSection
        id="cmo-facilities"
        eyebrow="Where we make it"
        title="Manufacturing Facilities"
        intro="Three sites in India and Switzerland, audited by global regulators."
        alt
      >
        <div className="grid grid-3">
          {page.facilities.map((site) => (
            <SiteCard key={site.id} site={site} />
          ))}
        </div>
      </PageSection>

      <PageSection id="cmo-process" eyebrow="How we work" title="Our Process" intro="A proven four-step path from first enquiry to reliable commercial supply.">
        <ol className="cmo-process">
          {page.process.map((step) => (
            <li key={step.step} className="cmo-step" data-aos="fade-up" data-aos-delay={String(step.step * 100)}>
              <span className="cmo-step-number" aria-hidden="true">
                {step.step}
              </span>
              <Icon name={step.icon} className="cmo-step-icon" />
              <h3>
                <span className="visually-hidden">Step {step.step}: </span>
                {step.title}
              </h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="cmo-capabilities" eyebrow="At a glance" title="Manufacturing Capabilities" alt>
        <StatStrip stats={page.stats} label="Manufacturing capabilities" />
      </PageSection>

      <PageCta
        title="Ready to Start Your Project?"
        text="Tell us about your molecule and timelines; our team will come back with a tailored manufacturing proposal."
        primary={{ to: '/contact', label: 'Contact Us' }}
        secondary={{ to: '/capabilities', label: 'Explore Our Capabilities' }}
      />
    </>
  );
}

function ServiceCardView({ service }: { service: ServiceCard }) {
  const accent = { '--mfc-accent': brandColor(service.color) } as CSSProperties;
  return (
    <article className="card cmo-service" style={accent} data-aos="fade-up">
      <span className="mfc-icon-badge" style={accent}>
        <Icon name={service.icon} />
      </span>
      <div>
        <h3>{service.title}</h3>
        <p>{service.description}</p>
        <ul className="mfc-check-list">
          {service.features.map((feature) => (
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

function SiteCard({ site }: { site: ManufacturingSite }) {
  return (
    <article className="cmo-site" data-aos="fade-up">
      <ResponsiveImage src={site.image} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt="" width={800} height={500} sizes="(max-width: 640px) 100vw, 400px" />
      <div className="cmo-site-body">
        <h3>{site.name}</h3>
        <p className="cmo-site-location">
          <Icon name="ri-map-pin-line" /> {site.location}
        </p>
        <p>{site.description}</p>
        <dl className="cmo-site-figures">
          <div>
            <dt>Area</dt>
            <dd>{site.area}</dd>
          </div>
          <div>
            <dt>Capacity</dt>
            <dd>{site.capacity}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
