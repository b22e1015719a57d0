import { useContent } from '@pharma/shared';
import { defaultAboutView, loadAbout, type AboutView } from './about-content';

/** About content with a loading flag (the spinner); reloads when aboutDataChanged fires. */
export function useAboutContent(): { view: AboutView; loading: boolean } {
  const { data, loading } = useContent(loadAbout, defaultAboutView, ['aboutDataChanged']);
  return { view: data, loading };
}
