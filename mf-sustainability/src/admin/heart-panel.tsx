import {
  apiPathOf,
  commitmentColor,
  editorFields,
  Icon,
  IMAGE_NOT_AVAILABLE_URL,
  ImageWithFallback,
  SafeHtml,
  SectionEditor,
  SUSTAINABILITY_COLLECTIONS,
  SUSTAINABILITY_TEXTS,
  type AdminPanelProps,
  type SustainabilityHeart,
} from '@pharma/shared';
import { mirrorSustainability } from './sustainability-mirror';
import './sustainability-admin.css';

/* The page shows at most 3 sections of at most 2 metrics, and 4 commitments: the editor caps the same. */
const { heart } = SUSTAINABILITY_COLLECTIONS;

/* The page shows at most 3 sections of at most 2 metrics, and 4 commitments: the editor caps the same. */
export const heartFields = editorFields(heart);

/** Heart Section: titles, active flag, sections with metrics, and commitments; 'Save Section'. */
export function HeartPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<SustainabilityHeart>
      title={heart.title}
      path={apiPathOf(heart)}
      fields={heartFields}
      layout="form"
      preview={(heart) => <HeartPreview heart={heart} />}
      messages={{ saved: 'Heart Section saved successfully!', failed: 'Failed to save the Heart Section', error: 'Error saving the Heart Section' }}
      events={['sustainabilityHeartChanged']}
      mirror={(saved) => mirrorSustainability('heart', saved)}
      onChanged={onChanged}
    />
  );
}

function HeartPreview({ heart }: { heart: SustainabilityHeart }) {
  return (
    <div className={heart.isActive === false ? 'sust-admin-dim' : undefined}>
      {heart.isActive === false ? <p className="sust-admin-flag">Inactive: the section is hidden</p> : null}
      <p className="sust-admin-preview-heading">{heart.mainTitle || SUSTAINABILITY_TEXTS.heartTitle}</p>
      {heart.mainSubtitle ? <p className="admin-muted sust-admin-center">{heart.mainSubtitle}</p> : null}
      <div className="sust-admin-heart-rows">
        {(heart.sections ?? []).map((section, index) => (
          <article key={index} className="admin-preview-card sust-admin-heart-row">
            {section.image ? <ImageWithFallback className="sust-admin-heart-image" src={section.image} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt="" /> : null}
            <div>
              <p className="sust-admin-card-title">
                <Icon name={section.icon} fallback="ri-leaf-line" className="sust-admin-accent" /> {section.title}
              </p>
              <SafeHtml html={section.description} className="sust-admin-small" />
              <ul className="sust-admin-metrics">
                {(section.metrics ?? []).map((metric, metricIndex) => (
                  <li key={metricIndex}>
                    <strong>{metric.title}</strong> <span>{metric.subtitle}</span>
                  </li>
                ))}
              </ul>
            </div>
          </article>
        ))}
      </div>
      {heart.commitments?.length ? (
        <div className="admin-preview-cards sust-admin-commitments">
          {heart.commitments.map((commitment, index) => (
            <article key={index} className="admin-preview-card sust-admin-commitment" style={{ borderTopColor: commitmentColor(commitment.color) }}>
              <span className="sust-admin-round-icon" style={{ background: commitmentColor(commitment.color) }}>
                <Icon name={commitment.icon} fallback="ri-check-line" />
              </span>
              <p className="sust-admin-card-title">{commitment.title}</p>
              <p className="sust-admin-small">{commitment.subtitle}</p>
            </article>
          ))}
        </div>
      ) : null}
    </div>
  );
}
