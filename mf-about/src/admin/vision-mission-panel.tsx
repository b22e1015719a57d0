import {
  ADMIN_BUTTONS,
  ALERT_ABOUT_VISION_MISSION_ERROR,
  ALERT_ABOUT_VISION_MISSION_FAILED,
  ALERT_ABOUT_VISION_MISSION_SAVED,
  DEFAULT_REMIX_ICONS,
  Icon,
  IMAGE_NOT_AVAILABLE_URL,
  ImageWithFallback,
  localList,
  MISSION_POINT_MIN_ORDER,
  mirrorToAdminData,
  orderColumn,
  SectionWithLists,
  statusColumn,
  textColumn,
  VisionPointItems,
  visibleItems,
  visionPointsList,
  type AboutMissionPoint,
  type AboutVisionMission,
  type AdminPanelProps,
  type FieldSpec,
} from '@pharma/shared';
import { ABOUT_PATHS } from './about-admin-paths';
import './about-admin.css';
import { MissionPointsJson } from './mission-points-json';

/* The About page renders these texts as plain text (not HTML). Required: vision title, description, mission title. */
const sectionFields: FieldSpec[] = [
  { name: 'sectionTitle', label: 'Section Title', kind: 'text', group: 'Section' },
  { name: 'sectionSubtitle', label: 'Section Subtitle', kind: 'text', group: 'Section' },
  { name: 'visionTitle', label: 'Vision Title', kind: 'text', required: true, group: 'Vision' },
  { name: 'visionSubtitle', label: 'Vision Subtitle', kind: 'text', group: 'Vision' },
  { name: 'visionDescription', label: 'Vision Description', kind: 'textarea', required: true, maxLength: 5000, group: 'Vision' },
  { name: 'visionImage', label: 'Vision Image', kind: 'image', group: 'Vision' },
  { name: 'missionTitle', label: 'Mission Title', kind: 'text', required: true, group: 'Mission' },
  { name: 'missionSubtitle', label: 'Mission Subtitle', kind: 'text', group: 'Mission' },
  { name: 'missionImage', label: 'Mission Image', kind: 'image', group: 'Mission' },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

/** The Mission Point pop-up: title and description required, order at least 1. */
export const missionPointFields: FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'order', label: 'Order', kind: 'integer', required: true, min: MISSION_POINT_MIN_ORDER },
  { name: 'description', label: 'Description', kind: 'textarea', required: true, rows: 3 },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

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
      title="Vision & Mission"
      path={ABOUT_PATHS.visionMission}
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
