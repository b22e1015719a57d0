import { useState } from 'react';
import {
  ADMIN_BUTTONS,
  CURRENCY_OPTIONS,
  DraftsBar,
  DraftsProvider,
  EditPermission,
  mirrorToAdminData,
  SectionEditor,
  TIMEZONE_OPTIONS,
  type FieldSpec,
  type SiteSettings,
} from '@pharma/shared';
import { Tabs } from '../dashboard/tabs';
import { ReviewSettingsPanel } from '../review/review-settings';
import { TrashList } from '../trash/trash-list';
import { MediaLibraryPanel } from './media-library/media-library-panel';
import { FooterSettings, NavigationSettings } from './site-chrome-panels';
import { LanguagesSettingsPanel } from './languages/languages-settings';
import { OutboxPanel } from './outbox/outbox-panel';
import { TranslationsPanel } from './translations/translations-panel';

export const SETTINGS_PATH = '/api/cms/settings';
export const SETTINGS_SAVED = 'Settings saved successfully!';
export const SETTINGS_FAILED = 'Failed to save Settings';
export const SETTINGS_ERROR = 'Error saving Settings';

const fields: FieldSpec[] = [
  { name: 'siteName', label: 'Site Name', kind: 'text', required: true, maxLength: 200, wide: true },
  { name: 'currency', label: 'Currency', kind: 'select', required: true, options: CURRENCY_OPTIONS },
  { name: 'timezone', label: 'Timezone', kind: 'select', required: true, options: TIMEZONE_OPTIONS },
];

const SUB_TABS = [
  { id: 'general', label: 'General' },
  { id: 'navigation', label: 'Navigation' },
  { id: 'footer', label: 'Footer' },
  { id: 'review', label: 'Review' },
  { id: 'languages', label: 'Languages' },
  { id: 'translations', label: 'Translations' },
  { id: 'media', label: 'Media library' },
  { id: 'outbox', label: 'Outbox' },
  { id: 'trash', label: 'Trash' },
];

/**
 * The release of settings, the header navigation and footer, SEO entries and media details: reviewed
 * like a page when review is required.
 */
export const SITE_PAGE = 'site';

/**
 * Settings: the site's general settings, the header navigation and the footer, review, languages, the media
 * library of every uploaded image, the outbox of outgoing mail, and every page's trash. The drafts bar is the site release's
 * (settings, navigation, footer, SEO entries, media details): its drafts are submitted, signed and
 * published there.
 */
export function SettingsPanel() {
  const [selected, setSelected] = useState('general');
  return (
    <DraftsProvider page={SITE_PAGE}>
      <DraftsBar />
      <SettingsTabs selected={selected} onSelect={setSelected} />
    </DraftsProvider>
  );
}

function SettingsTabs({ selected, onSelect: setSelected }: { selected: string; onSelect: (id: string) => void }) {
  return (
    <Tabs label="Settings sections" tabs={SUB_TABS} selected={selected} onSelect={setSelected} className="sub-tabs">
      {selected === 'navigation' ? (
        <NavigationSettings />
      ) : selected === 'footer' ? (
        <FooterSettings />
      ) : selected === 'media' ? (
        <MediaLibraryPanel />
      ) : selected === 'trash' ? (
        <TrashList />
      ) : selected === 'review' ? (
        <ReviewSettingsPanel />
      ) : selected === 'languages' ? (
        <LanguagesSettingsPanel />
      ) : selected === 'translations' ? (
        <TranslationsPanel />
      ) : selected === 'outbox' ? (
        <OutboxPanel />
      ) : (
        <GeneralSettings />
      )}
    </Tabs>
  );
}

/** Site settings (site name, currency, timezone), saved through the API; read-only without 'settings.edit'. */
function GeneralSettings() {
  return (
    <EditPermission permission="settings.edit">
      <div className="admin-own-panel">
        <SectionEditor<SiteSettings>
          title="Settings"
          path={SETTINGS_PATH}
          historyCollection="site_settings"
          fields={fields}
          saveLabel={ADMIN_BUTTONS.saveSettings}
          messages={{ saved: SETTINGS_SAVED, failed: SETTINGS_FAILED, error: SETTINGS_ERROR }}
          mirror={(saved) => mirrorToAdminData('settings', saved)}
        />
      </div>
    </EditPermission>
  );
}
