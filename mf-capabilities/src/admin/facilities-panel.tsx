import {
  apiPathOf,
  brandColor,
  CAPABILITIES_COLLECTIONS,
  colorColumn,
  DEFAULT_BRAND_COLOR_NAME,
  DEFAULT_FACILITY_TYPE,
  editorFields,
  IMAGE_NOT_AVAILABLE_URL,
  imageColumn,
  ImageWithFallback,
  isWebAddress,
  ListEditor,
  mirrorToAdminData,
  orderColumn,
  statusColumn,
  textColumn,
  visibleItems,
  type AdminPanelProps,
  type Facility,
  type FieldErrors,
} from '@pharma/shared';
import './capabilities-admin.css';

const facilities = CAPABILITIES_COLLECTIONS.facilities;
const facilityFields = editorFields(facilities);

/** A new facility: type 'API Manufacturing', blue, order 1 (set by orderKind), active. */
export const newFacilityDefaults: Partial<Facility> = {
  name: '',
  type: DEFAULT_FACILITY_TYPE,
  location: null,
  capacity: null,
  established: null,
  image: null,
  description: '',
  capabilities: [],
  approvals: [],
  color: DEFAULT_BRAND_COLOR_NAME,
};

export function validateFacility(facility: Facility): FieldErrors {
  const bad = (facility.approvals ?? []).find((url) => !isWebAddress(url));
  return bad ? { approvals: `Not a logo URL: "${bad}" (use https://… or a path starting with /)` } : {};
}

/** Facilities: the manufacturing sites, with preview cards, the table and the pop-up. */
export function FacilitiesPanel({ onChanged }: AdminPanelProps) {
  return (
    <ListEditor<Facility>
      title={facilities.title}
      itemName={facilities.itemName}
      path={apiPathOf(facilities)}
      fields={facilityFields}
      columns={[
        imageColumn(
          'Image',
          (f) => f.image,
          (f) => f.name,
        ),
        textColumn('Name', (f) => f.name, 50),
        textColumn('Type', (f) => f.type, 40),
        textColumn('Location', (f) => f.location, 40),
        { ...colorColumn<Facility>('Color', (f) => f.color ?? undefined, brandColor), className: 'cap-admin-nowrap' },
        orderColumn(),
        statusColumn(),
      ]}
      orderKind="facility"
      defaults={newFacilityDefaults}
      validate={validateFacility}
      preview={(items) => <FacilityCards facilities={items} />}
      dialogPreview={(facility) => <FacilityCards facilities={[{ ...facility, isActive: true }]} />}
      events={['adminDataChanged']}
      mirror={(items) => mirrorToAdminData('capabilitiesFacilities', items)}
      onChanged={onChanged}
      emptyText="No facilities yet. Add the first one."
    />
  );
}

/** The active facilities as the page's cards show them (by order). */
function FacilityCards({ facilities }: { facilities: readonly Facility[] }) {
  const shown = visibleItems(facilities);
  return (
    <section className="admin-preview" aria-label="Facilities preview">
      <h3 className="admin-preview-title">Preview (active facilities)</h3>
      {shown.length === 0 ? (
        <p className="admin-muted">No active facilities: the manufacturing section is empty.</p>
      ) : (
        <div className="admin-preview-cards">
          {shown.map((facility, index) => (
            <article key={facility.id ?? index} className="admin-preview-card cap-admin-facility" style={{ borderTopColor: brandColor(facility.color) }}>
              {facility.image ? (
                <ImageWithFallback className="cap-admin-facility-image" src={facility.image} fallbackSrc={IMAGE_NOT_AVAILABLE_URL} alt="" />
              ) : null}
              <p className="cap-admin-facility-type" style={{ color: brandColor(facility.color) }}>
                {facility.type}
              </p>
              <p className="cap-admin-card-title">{facility.name}</p>
              {facility.location ? (
                <p className="cap-admin-muted-text">
                  <i className="ri-map-pin-line" aria-hidden="true" /> {facility.location}
                </p>
              ) : null}
              {facility.capabilities?.length ? <p className="cap-admin-muted-text">{facility.capabilities.length} capabilities</p> : null}
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
