import {
  ABOUT_COLLECTIONS,
  adminGet,
  ALERT_ABOUT_JOURNEY_ERROR,
  ALERT_ABOUT_JOURNEY_FAILED,
  ALERT_ABOUT_JOURNEY_SAVED,
  announceChange,
  apiPathOf,
  apiSend,
  describeFailure,
  EditGuard,
  editorFields,
  EditorFrame,
  failureNotice,
  FormFields,
  MEDIA_ALT_REQUIRED,
  mirrorToAdminData,
  missingAltText,
  OtherErrors,
  SaveBar,
  UPLOADING,
  useCanEdit,
  useEditorData,
  useFieldForm,
  type AboutJourney,
  type AdminPanelProps,
  type Notice,
} from '@pharma/shared';
import { useId, useState, type FormEvent } from 'react';
import { journeyImages } from '../about/about-content';
import './about-admin.css';
import { JourneyImagesField, type NewImage } from './journey-images-field';
import { JourneyPreview } from './journey-preview';
import { journeyRequest } from './journey-request';

const { journey } = ABOUT_COLLECTIONS;

/* About-journey: the title is required (as the spec asks); the images have a field of their own. */
const fields = editorFields(journey);

/** Journey Carousel: title, summary and several images (kept URLs plus new files, saved in one multipart PUT). */
export function JourneyPanel({ onChanged }: AdminPanelProps) {
  const { query, notice, showNotice, round, reload } = useEditorData<AboutJourney>(() => adminGet<AboutJourney>(apiPathOf(journey)));

  const saved = (journey: AboutJourney) => {
    query.setData(journey);
    mirrorToAdminData('aboutJourneyImage', journeyImages(journey)[0] ?? '');
    announceChange(['aboutDataChanged']);
    onChanged();
    showNotice({ kind: 'success', message: ALERT_ABOUT_JOURNEY_SAVED });
  };

  const data = query.data;
  return (
    <EditorFrame title={journey.title} failure={query.error && !data ? 'Could not load the journey.' : null} onRetry={reload} loading={!data && !query.error}>
      {data ? (
        <JourneyForm key={`${data.version ?? 0}-${round}`} data={data} onSaved={saved} notice={notice} showNotice={showNotice} onReload={reload} />
      ) : null}
    </EditorFrame>
  );
}

interface FormProps {
  data: AboutJourney;
  onSaved: (journey: AboutJourney) => void;
  notice: Notice | null;
  showNotice: (notice: Notice | null) => void;
  onReload: () => void;
}

function JourneyForm({ data, onSaved, notice, showNotice, onReload }: FormProps) {
  const idPrefix = useId().replace(/:/g, '');
  const form = useFieldForm<AboutJourney>(fields, data, idPrefix);
  const [kept, setKept] = useState<string[]>(() => journeyImages(data));
  const [added, setAdded] = useState<NewImage[]>([]);
  const [saving, setSaving] = useState(false);
  // A read-only role sees the carousel's fields and images, every control disabled (the API refuses anyway).
  const canEdit = useCanEdit();

  // Reports its own failures on screen, so the handler that starts it ignores the promise (void).
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !form.validate()) return;
    if (kept.some(missingAltText)) {
      showNotice({ kind: 'error', message: MEDIA_ALT_REQUIRED, detail: 'A kept image has neither alternative text nor “Decorative image”.' });
      return;
    }
    const value = form.value();
    const request = journeyRequest(
      { title: value.title, summary: value.summary ?? '', isActive: value.isActive, version: data.version },
      kept,
      added.map((image) => image.file),
    );
    setSaving(true);
    try {
      onSaved(await apiSend<AboutJourney>('PUT', request.path, request.body));
    } catch (error) {
      const failure = describeFailure(error, ALERT_ABOUT_JOURNEY_FAILED, ALERT_ABOUT_JOURNEY_ERROR);
      form.showServerErrors(failure.fieldErrors);
      showNotice(failureNotice(failure));
      setSaving(false);
    }
  };

  const value = form.value();
  return (
    <form className="admin-section-form about-admin-journey" onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
      <div className="admin-form-with-preview">
        <div>
          <EditGuard>
            <FormFields fields={fields} values={form.values} onChange={form.set} errors={form.errors} idPrefix={idPrefix} />
          </EditGuard>
          <OtherErrors messages={form.otherErrors} />
          <JourneyImagesField kept={kept} onKeptChange={setKept} added={added} onAddedChange={setAdded} disabled={saving || !canEdit} />
        </div>
        <section className="admin-preview" aria-label="Live preview">
          <h3 className="admin-preview-title">Live preview</h3>
          <p className="about-admin-carousel-title">{value.title}</p>
          <JourneyPreview images={[...kept, ...added.map((image) => image.preview).filter(Boolean)]} summary={value.summary ?? ''} />
        </section>
      </div>
      <SaveBar
        notice={notice}
        onDismiss={() => showNotice(null)}
        onReload={onReload}
        status={saving && added.length ? UPLOADING : added.length ? `${added.length} new image${added.length === 1 ? '' : 's'} to upload` : ''}
        saving={saving}
        label="Save Journey"
        savingLabel={added.length ? UPLOADING : 'Saving...'}
      />
    </form>
  );
}
