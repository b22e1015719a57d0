import { COMPANY_NAME, GROUP_NAME, GROUP_URL } from './site.js';

/*
 * The About page's static parts. Its managed content types are declared in collections/about.ts.
 */

/** Closing banner of the About page (static). */
export interface AboutBanner {
  title: string;
  description: string;
  image: string;
  buttonText: string;
  link: string;
}

export const ABOUT_JOURNEY_HEADINGS = {
  default: 'Our Journey',
  groupLifeSciences: `The ${COMPANY_NAME} Journey`,
  secondGroup: 'The Veloris Pharma Journey',
} as const;

/** Slide 0 tells the group life-science story, slide 1 the second group's; otherwise the default. */
export function journeyHeading(slideIndex: number | null | undefined): string {
  if (slideIndex === 0) return ABOUT_JOURNEY_HEADINGS.groupLifeSciences;
  if (slideIndex === 1) return ABOUT_JOURNEY_HEADINGS.secondGroup;
  return ABOUT_JOURNEY_HEADINGS.default;
}

export const defaultAboutBanner: AboutBanner = {
  title: `Part of the ${GROUP_NAME}`,
  description: 'Discover the wider group behind our pharmaceutical business, its values and its ventures.',
  image: '/images/about/banner.webp',
  buttonText: 'To know more',
  link: GROUP_URL,
};
