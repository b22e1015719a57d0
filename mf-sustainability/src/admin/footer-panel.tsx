import {
  Icon,
  IMAGE_NOT_AVAILABLE_URL,
  ImageWithFallback,
  SectionEditor,
  type AdminPanelProps,
  type FieldSpec,
  type SustainabilityFooter,
} from '@pharma/shared';
import { mirrorSustainability, SUSTAINABILITY_PATHS } from './sustainability-admin-paths';
import './sustainability-admin.css';

const fields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
  { name: 'subtitle', label: 'Subtitle', kind: 'text', wide: true },
  { name: 'ctaText', label: 'CTA Text', kind: 'text', maxLength: 200 },
  { name: 'ctaIcon', label: 'CTA Icon', kind: 'icon', placeholder: 'ri-arrow-right-line' },
  { name: 'backgroundImageUrl', label: 'Background Image', kind: 'image' },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

/** Footer Section (Final Hero): title, subtitle, CTA text and icon, background image, active flag. */
export function FooterPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionEditor<SustainabilityFooter>
      title="Footer Section (Final Hero)"
      path={SUSTAINABILITY_PATHS.footer}
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
