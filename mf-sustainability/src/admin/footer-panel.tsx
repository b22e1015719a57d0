import {
  apiPathOf,
  editorFields,
  Icon,
  IMAGE_NOT_AVAILABLE_URL,
  ImageWithFallback,
  SectionEditor,
  SUSTAINABILITY_COLLECTIONS,
  type AdminPanelProps,
  type SustainabilityFooter,
} from '@pharma/shared';
import { mirrorSustainability } from './sustainability-mirror';
import './sustainability-admin.css';

const { footer } = SUSTAINABILITY_COLLECTIONS;
const fields = editorFields(footer);

/** Footer Section (Final Hero): title, subtitle, CTA text and icon, background image, active flag. */
export function FooterPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<SustainabilityFooter>
      title={footer.title}
      path={apiPathOf(footer)}
      fields={fields}
      layout="form"
      preview={(footer) => <FooterPreview footer={footer} />}
      messages={{ saved: 'Footer Section saved successfully!', failed: 'Failed to save the Footer Section', error: 'Error saving the Footer Section' }}
      events={['adminDataChanged']}
      mirror={(saved) => mirrorSustainability('footer', saved)}
      onChanged={onChanged}
    />
  );
}

function FooterPreview({ footer }: { footer: SustainabilityFooter }) {
  return (
    <div className={`sust-admin-hero sust-admin-footer${footer.isActive === false ? ' is-inactive' : ''}`}>
      {footer.backgroundImageUrl ? (
        <ImageWithFallback className="sust-admin-hero-bg" src={footer.backgroundImageUrl} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt="" />
      ) : null}
      <div className="sust-admin-hero-overlay" />
      <div className="sust-admin-hero-text sust-admin-center">
        {footer.isActive === false ? <p className="sust-admin-flag">Inactive: the banner is hidden</p> : null}
        <p className="sust-admin-hero-title">{footer.title}</p>
        {footer.subtitle ? <p>{footer.subtitle}</p> : null}
        {footer.ctaText ? (
          <span className="sust-admin-cta">
            {footer.ctaText} <Icon name={footer.ctaIcon} fallback="ri-arrow-right-line" />
          </span>
        ) : null}
      </div>
    </div>
  );
}
