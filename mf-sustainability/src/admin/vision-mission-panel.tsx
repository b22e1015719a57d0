import {
  ADMIN_BUTTONS,
  ALERT_VISION_MISSION_ERROR,
  ALERT_VISION_MISSION_FAILED,
  ALERT_VISION_MISSION_SAVED,
  brandColor,
  DEFAULT_REMIX_ICONS,
  localList,
  MISSION_POINT_MIN_ORDER,
  NEW_STAT_DEFAULTS,
  newLocalId,
  orderColumn,
  SafeHtml,
  SectionWithLists,
  statusColumn,
  textColumn,
  VisionPointItems,
  visibleItems,
  visibleUnlessInactive,
  visionPointsList,
  type AdminPanelProps,
  type FieldSpec,
  type InlineListSpec,
  type SustainabilityMissionPoint,
  type SustainabilityVisionMission,
} from '@pharma/shared';
import { mirrorSustainability, SUSTAINABILITY_PATHS } from './sustainability-admin-paths';
import './sustainability-admin.css';

const sectionFields: FieldSpec[] = [
  { name: 'sectionTitle', label: 'Section Title', kind: 'text', group: 'Section' },
  { name: 'sectionSubtitle', label: 'Section Subtitle', kind: 'text', group: 'Section' },
  { name: 'visionTitle', label: 'Vision Title', kind: 'text', required: true, group: 'Vision' },
  { name: 'visionSubtitle', label: 'Vision Subtitle', kind: 'text', group: 'Vision' },
  { name: 'visionDescription', label: 'Vision Description', kind: 'richtext', group: 'Vision' },
  { name: 'missionTitle', label: 'Mission Title', kind: 'text', required: true, group: 'Mission' },
  { name: 'missionSubtitle', label: 'Mission Subtitle', kind: 'text', group: 'Mission' },
];

/** The Mission Point pop-up: the text, and an order of at least 1. */
export const missionPointFields: FieldSpec[] = [
  { name: 'text', label: 'Text', kind: 'textarea', required: true, rows: 2 },
  { name: 'order', label: 'Order', kind: 'integer', required: true, min: MISSION_POINT_MIN_ORDER },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

export const statFields: FieldSpec[] = [
  { name: 'label', label: 'Label', kind: 'text', required: true, maxLength: 200 },
  { name: 'value', label: 'Value', kind: 'text', required: true, maxLength: 50 },
  { name: 'color', label: 'Color', kind: 'color' },
  { name: 'order', label: 'Order', kind: 'integer', min: 0 },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

/** A new stat (admin-panel §3): label 'Label', value '0', colour '#2879b6'. */
export function newStat(count: number) {
  return { id: newLocalId('esg-stat'), ...NEW_STAT_DEFAULTS, order: count + 1, isActive: true };
}

const stats: InlineListSpec = { key: 'stats', title: 'Stats', itemName: 'Stat', fields: statFields, newItem: newStat, emptyText: 'No stats yet.' };

const missionPoints = localList<SustainabilityMissionPoint>({
  key: 'missionPoints',
  title: 'Mission Points',
  itemName: 'Mission Point',
  fields: missionPointFields,
  columns: [textColumn('Text', (p) => p.text, 110), orderColumn(), statusColumn()],
  newItem: (count) => ({ text: '', order: count + 1, isActive: true }),
  idPrefix: 'esg-mission',
  emptyText: 'No mission points yet: the page shows the four built-in ones.',
});

const visionPoints = visionPointsList({ idPrefix: 'esg-vision', icon: DEFAULT_REMIX_ICONS.leaf });

/** Vision & Mission: texts, mission and vision points (pop-ups) and stats (inline), all sent by 'Save All Changes'. */
export function SustainabilityVisionMissionPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionWithLists<SustainabilityVisionMission>
      title="Vision & Mission"
      path={SUSTAINABILITY_PATHS.visionMission}
      fields={sectionFields}
      tables={[stats]}
      lists={[missionPoints, visionPoints]}
      saveLabel={ADMIN_BUTTONS.saveAllChanges}
      messages={{ saved: ALERT_VISION_MISSION_SAVED, failed: ALERT_VISION_MISSION_FAILED, error: ALERT_VISION_MISSION_ERROR }}
      intro={<p className="admin-muted">Changes to points and stats stay in this tab until you press '{ADMIN_BUTTONS.saveAllChanges}'.</p>}
      preview={(value) => <VisionMissionPreview value={value} />}
      events={['adminDataChanged']}
      mirror={(saved) => mirrorSustainability('visionMission', saved)}
      onChanged={onChanged}
    />
  );
}

function VisionMissionPreview({ value }: { value: SustainabilityVisionMission }) {
  return (
    <div>
      <p className="sust-admin-preview-heading">{value.sectionTitle}</p>
      {value.sectionSubtitle ? <p className="admin-muted sust-admin-center">{value.sectionSubtitle}</p> : null}
      <div className="sust-admin-two">
        <article className="admin-preview-card">
          <p className="sust-admin-card-title">{value.visionTitle}</p>
          {value.visionSubtitle ? <p className="sust-admin-small sust-admin-accent">{value.visionSubtitle}</p> : null}
          <SafeHtml html={value.visionDescription} className="sust-admin-small" />
          <ul className="sust-admin-points">
            <VisionPointItems points={visibleUnlessInactive(value.visionPoints)} />
          </ul>
        </article>
        <article className="admin-preview-card">
          <p className="sust-admin-card-title">{value.missionTitle}</p>
          {value.missionSubtitle ? <p className="sust-admin-small sust-admin-accent">{value.missionSubtitle}</p> : null}
          <ol className="sust-admin-points sust-admin-numbered">
            {visibleItems(value.missionPoints).map((point) => (
              <li key={point.id}>{point.text}</li>
            ))}
          </ol>
        </article>
      </div>
      <StatsPreview stats={value.stats} />
    </div>
  );
}

/** Only the active stats (admin-panel §2). */
function StatsPreview({ stats: items }: { stats: SustainabilityVisionMission['stats'] }) {
  const shown = visibleItems(items);
  if (shown.length === 0) return <p className="admin-muted">No active stats.</p>;
  return (
    <ul className="sust-admin-stats" aria-label="Active stats">
      {shown.map((stat) => (
        <li key={stat.id} style={{ borderTopColor: brandColor(stat.color) }}>
          <strong style={{ color: brandColor(stat.color) }}>{stat.value}</strong>
          <span>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
