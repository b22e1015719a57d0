import {
  ADMIN_BUTTONS,
  brandColor,
  colorColumn,
  CONFIRM_DELETE_STATISTIC,
  DEFAULT_COLOR,
  HOME_TEXTS,
  IMAGE_NOT_AVAILABLE_URL,
  ImageWithFallback,
  imageColumn,
  ListEditor,
  mirrorToAdminData,
  orderColumn,
  SectionEditor,
  statusColumn,
  textColumn,
  visibleItems,
  type AdminPanelProps,
  type FieldSpec,
  type HomeGlobalImpact,
  type Statistic,
} from '@pharma/shared';
import { HOME_PATHS } from './home-admin-paths';
import './home-admin.css';

const sectionFields: FieldSpec[] = [
  { name: 'title', label: 'Section Title', kind: 'text', required: true, wide: true, placeholder: HOME_TEXTS.globalImpactTitle },
  { name: 'description', label: 'Section Description', kind: 'textarea', required: true },
  { name: 'isActive', label: 'Active (show the section on the home page)', kind: 'checkbox' },
];

const statisticFields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'value', label: 'Value', kind: 'integer', required: true, min: 0 },
  { name: 'description', label: 'Description', kind: 'textarea', required: true },
  { name: 'image', label: 'Image', kind: 'image' },
  { name: 'color', label: 'Color', kind: 'color' },
  { name: 'order', label: 'Order', kind: 'integer', required: true, min: 0 },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

/** Global Impact: the section's title, description and flag ('Edit Section'), its statistics, and a live preview. */
export function GlobalImpactPanel({ onChanged }: AdminPanelProps) {
  return (
    <>
      <SectionEditor<HomeGlobalImpact>
        title="Global Impact Section"
        path={HOME_PATHS.globalImpact}
        fields={sectionFields}
        layout="dialog"
        editLabel={ADMIN_BUTTONS.editSection}
        preview={(section) => <SectionPreview section={section} />}
        messages={{
          saved: 'Global Impact section saved successfully!',
          failed: 'Failed to save the Global Impact section',
          error: 'Error saving the Global Impact section',
        }}
        events={['adminDataChanged']}
        mirror={(saved) => mirrorToAdminData('homeGlobalImpact', saved)}
        onChanged={onChanged}
      />
      <ListEditor<Statistic>
        title="Statistics"
        itemName="Statistic"
        path={HOME_PATHS.statistics}
        fields={statisticFields}
        columns={[
          imageColumn(
            'Image',
            (s) => s.image,
            (s) => s.title,
          ),
          textColumn('Title', (s) => s.title, 40),
          { header: 'Value', render: (s) => s.value, className: 'admin-col-number' },
          textColumn('Description', (s) => s.description, 70),
          colorColumn('Color', (s) => s.color, brandColor),
          orderColumn(),
          statusColumn(),
        ]}
        defaults={{ value: 0, image: '', color: DEFAULT_COLOR }}
        confirmText={CONFIRM_DELETE_STATISTIC}
        preview={(items) => (
          <section className="admin-preview" aria-label="Statistics preview">
            <h3 className="admin-preview-title">Preview (active statistics)</h3>
            <StatisticsCards items={items} />
          </section>
        )}
        dialogPreview={(statistic) => <StatisticsCards items={[{ ...statistic, isActive: true }]} />}
        events={['adminDataChanged']}
        mirror={(items) => mirrorToAdminData('statistics', items)}
        onChanged={onChanged}
        emptyText="No statistics yet."
      />
    </>
  );
}

function SectionPreview({ section }: { section: HomeGlobalImpact }) {
  return (
    <div className={`home-admin-impact${section.isActive ? '' : ' is-hidden'}`}>
      {section.isActive ? null : <p className="home-admin-hidden-note">Hidden on the home page (inactive)</p>}
      <p className="home-admin-impact-title">{section.title || HOME_TEXTS.globalImpactTitle}</p>
      <p className="home-admin-impact-text">{section.description}</p>
    </div>
  );
}

/** The statistics as the home page shows them: active ones only, by order. */
function StatisticsCards({ items }: { items: readonly Statistic[] }) {
  const shown = visibleItems(items);
  if (!shown.length) return <p className="admin-muted">No active statistics: the counters will not show.</p>;
  return (
    <div className="admin-preview-cards">
      {shown.map((statistic) => (
        <article key={statistic.id ?? statistic.title} className="admin-preview-card home-admin-stat" style={{ borderTopColor: brandColor(statistic.color) }}>
          {statistic.image ? <ImageWithFallback src={statistic.image} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt="" className="home-admin-stat-image" /> : null}
          <p className="home-admin-stat-value" style={{ color: brandColor(statistic.color) }}>
            {statistic.value}+
          </p>
          <p className="home-admin-stat-title">{statistic.title}</p>
          <p className="home-admin-stat-text">{statistic.description}</p>
        </article>
      ))}
    </div>
  );
}
