import { ContentPreviewPanel } from '@pharma/shared';

/** Site settings (site name, currency, timezone) as the API holds them. */
export function SettingsPanel() {
  return (
    <section aria-label="Settings">
      <h2>Settings</h2>
      <ContentPreviewPanel path="/api/cms/settings" select={(data) => (data as { siteName?: string }).siteName ?? data} />
    </section>
  );
}
