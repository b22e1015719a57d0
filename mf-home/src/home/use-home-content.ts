import { useState } from 'react';
import { useContent } from '@pharma/shared';
import { loadHome, resolveHome, type HomeView } from './home-content';

/**
 * Home content: starts from cached admin data or the defaults, then the server's lists. Reloads on
 * admin_data storage changes (in onContentEvents), adminDataChanged and heroSlidesChanged.
 */
export function useHomeContent(): HomeView {
  const [initial] = useState(() => resolveHome({}));
  return useContent(loadHome, initial, ['adminDataChanged', 'heroSlidesChanged']).data;
}
