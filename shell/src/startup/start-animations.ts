import { AOS_OPTIONS } from '@pharma/shared';

/**
 * Scroll animations are loaded lazily, after the first render. If the library cannot be
 * loaded the page goes on without them; only a warning is logged.
 */
export async function startAnimations(load: () => Promise<AosModule> = loadAos): Promise<void> {
  try {
    const aos = await load();
    aos.init({ ...AOS_OPTIONS });
  } catch (error) {
    console.warn('Scroll animations are unavailable', error);
  }
}

export interface AosModule {
  init: (options: Record<string, unknown>) => void;
}

async function loadAos(): Promise<AosModule> {
  const [module] = await Promise.all([import('aos'), import('aos/dist/aos.css')]);
  return module.default;
}
