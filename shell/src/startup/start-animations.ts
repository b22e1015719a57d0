import { AOS_OPTIONS } from '@pharma/shared';

/**
 * Scroll animations are loaded lazily, after the first render. If the library cannot be
 * loaded the page goes on without them; only a warning is logged.
 */
export async function startAnimations(load: () => Promise<AosModule> = loadAos): Promise<void> {
  try {
    const aos = await load();
    settleFirstScreen();
    aos.init({ ...AOS_OPTIONS });
  } catch (error) {
    console.warn('Scroll animations are unavailable', error);
  }
}

/**
 * What is already on screen when the animations start was painted before (server-rendered HTML),
 * so it is not faded out and in again: only content below the fold animates as it scrolls in.
 */
function settleFirstScreen(): void {
  for (const element of Array.from(document.querySelectorAll<HTMLElement>('[data-aos]'))) {
    if (element.getBoundingClientRect().top < window.innerHeight) element.removeAttribute('data-aos');
  }
}

export interface AosModule {
  init: (options: Record<string, unknown>) => void;
}

async function loadAos(): Promise<AosModule> {
  const [module] = await Promise.all([import('aos'), import('aos/dist/aos.css')]);
  return module.default;
}
