import {
  ADMIN_BUTTONS,
  ALERT_VISION_MISSION_ERROR,
  ALERT_VISION_MISSION_FAILED,
  ALERT_VISION_MISSION_SAVED,
  apiPathOf,
  brandColor,
  DEFAULT_REMIX_ICONS,
  editorFields,
  itemEditorFields,
  localList,
  MISSION_POINT_MIN_ORDER,
  NEW_STAT_DEFAULTS,
  newLocalId,
  orderColumn,
  SafeHtml,
  SectionWithLists,
  statusColumn,
  SUSTAINABILITY_COLLECTIONS,
  textColumn,
  visibleItems,
  visibleUnlessInactive,
  VisionPointItems,
  visionPointsList,
  type AdminPanelProps,
  type InlineListSpec,
  type SustainabilityMissionPoint,
  type SustainabilityVisionMission,
} from '@pharma/shared';
import { mirrorSustainability } from './sustainability-mirror';
import './sustainability-admin.css';

const { visionMission } = SUSTAINABILITY_COLLECTIONS;
const sectionFields = editorFields(visionMission);

/** The Mission Point pop-up: the text, and an order of at least 1. */
export const missionPointFields = itemEditorFields(visionMission.fields.missionPoints, { required: true, min: MISSION_POINT_MIN_ORDER });

export const statFields = itemEditorFields(visionMission.fields.stats);

/** A new stat (as the spec asks): label 'Label', value '0', colour '#2879b6'. */
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
      title={visionMission.title}
      path={apiPathOf(visionMission)}
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

/** Only the active stats (as the spec asks). */
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
