import {
  ADMIN_BUTTONS,
  brandColor,
  colorColumn,
  CONFIRM_DELETE_STATISTIC,
  DEFAULT_COLOR,
  HOME_COLLECTIONS,
  HOME_TEXTS,
  IMAGE_NOT_AVAILABLE_URL,
  imageColumn,
  ImageWithFallback,
  ListEditor,
  listEditorPropsOf,
  mirrorToAdminData,
  orderColumn,
  SectionEditor,
  sectionEditorPropsOf,
  statusColumn,
  textColumn,
  visibleItems,
  type AdminPanelProps,
  type HomeGlobalImpact,
  type Statistic,
} from '@pharma/shared';
import './home-admin.css';

const { globalImpact, statistics } = HOME_COLLECTIONS;

/** Global Impact: the section's title, description and flag ('Edit Section'), its statistics, and a live preview. */
export function GlobalImpactPanel({ onChanged }: AdminPanelProps) {
  return (
    <>
      <SectionEditor<HomeGlobalImpact>
        {...sectionEditorPropsOf(globalImpact)}
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
        {...listEditorPropsOf(statistics)}
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
