import {
  ABOUT_COLLECTIONS,
  ADMIN_BUTTONS,
  ALERT_ABOUT_VISION_MISSION_ERROR,
  ALERT_ABOUT_VISION_MISSION_FAILED,
  ALERT_ABOUT_VISION_MISSION_SAVED,
  apiPathOf,
  DEFAULT_REMIX_ICONS,
  editorFields,
  Icon,
  IMAGE_NOT_AVAILABLE_URL,
  ImageWithFallback,
  itemEditorFields,
  localList,
  mirrorToAdminData,
  orderColumn,
  SectionWithLists,
  statusColumn,
  textColumn,
  visibleItems,
  VisionPointItems,
  visionPointsList,
  type AboutMissionPoint,
  type AboutVisionMission,
  type AdminPanelProps,
} from '@pharma/shared';
import './about-admin.css';
import { MissionPointsJson } from './mission-points-json';

const { visionMission } = ABOUT_COLLECTIONS;

/* The About page renders these texts as plain text (not HTML). Required: vision title, description, mission title. */
const sectionFields = editorFields(visionMission);

/** The Mission Point pop-up: title and description required, order at least 1. */
export const missionPointFields = itemEditorFields(visionMission.fields.missionPoints, { required: true });

const missionPoints = localList<AboutMissionPoint>({
  key: 'missionPoints',
  title: 'Mission Points',
  itemName: 'Mission Point',
  fields: missionPointFields,
  columns: [textColumn('Title', (p) => p.title || p.text, 50), textColumn('Description', (p) => p.description, 90), orderColumn(), statusColumn()],
  newItem: (count) => ({ title: '', description: '', order: count + 1, isActive: true }),
  idPrefix: 'about-mission',
  emptyText: 'No mission points yet.',
});

const visionPoints = visionPointsList({ idPrefix: 'about-vision', icon: DEFAULT_REMIX_ICONS.check });

/** About Vision & Mission: texts and images, with mission and vision points held here until 'Save All Changes'. */
export function AboutVisionMissionPanel({ onChanged }: AdminPanelProps) {
  return (
    <SectionWithLists<AboutVisionMission>
      title={visionMission.title}
      path={apiPathOf(visionMission)}
      fields={sectionFields}
      lists={[missionPoints, visionPoints]}
      saveLabel={ADMIN_BUTTONS.saveAllChanges}
      messages={{ saved: ALERT_ABOUT_VISION_MISSION_SAVED, failed: ALERT_ABOUT_VISION_MISSION_FAILED, error: ALERT_ABOUT_VISION_MISSION_ERROR }}
      intro={<p className="admin-muted">Point changes stay in this tab until you press '{ADMIN_BUTTONS.saveAllChanges}'.</p>}
      extras={(lists, setList) => <MissionPointsJson points={lists.missionPoints ?? []} onApply={(points) => setList('missionPoints', points)} />}
      preview={(value) => <VisionMissionPreview value={value} />}
      events={['aboutDataChanged']}
      mirror={(saved) => mirrorToAdminData('visionMission', saved)}
      onChanged={onChanged}
    />
  );
}

function VisionMissionPreview({ value }: { value: AboutVisionMission }) {
  return (
    <div className="about-admin-vm">
      <p className="about-admin-vm-heading">{value.sectionTitle}</p>
      {value.sectionSubtitle ? <p className="admin-muted about-admin-center">{value.sectionSubtitle}</p> : null}
      <div className="about-admin-vm-grid">
        <article className="admin-preview-card about-admin-vm-card">
          {value.visionImage ? (
            <ImageWithFallback className="about-admin-vm-image" src={value.visionImage} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt="" />
          ) : null}
          <p className="about-admin-vm-title">{value.visionTitle}</p>
          {value.visionSubtitle ? <p className="about-admin-vm-subtitle">{value.visionSubtitle}</p> : null}
          <p className="about-admin-vm-text">{value.visionDescription}</p>
          <ul className="about-admin-points">
            <VisionPointItems points={visibleItems(value.visionPoints)} />
          </ul>
        </article>
        <article className="admin-preview-card about-admin-vm-card">
          {value.missionImage ? (
            <ImageWithFallback className="about-admin-vm-image" src={value.missionImage} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt="" />
          ) : null}
          <p className="about-admin-vm-title">{value.missionTitle}</p>
          {value.missionSubtitle ? <p className="about-admin-vm-subtitle">{value.missionSubtitle}</p> : null}
          <ul className="about-admin-points">
            {visibleItems(value.missionPoints).map((point) => (
              <li key={point.id}>
                <Icon name="ri-checkbox-circle-fill" className="about-admin-check" /> {point.title ? <strong>{point.title} </strong> : null}
                {point.description || point.text}
              </li>
            ))}
          </ul>
        </article>
      </div>
    </div>
  );
}
