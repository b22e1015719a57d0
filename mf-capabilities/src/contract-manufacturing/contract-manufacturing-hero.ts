/** The banner's text: the page shows it, and the admin's SEO tab offers it as the page's default title and description. */
export const CONTRACT_MANUFACTURING_HERO = {
  title: 'Contract Manufacturing',
  subtitle: 'Your trusted CDMO partner, from process development to commercial supply',
  lead: 'cGMP manufacturing of APIs and advanced intermediates across three regulator-approved sites in India and Switzerland, for customers in 80+ countries.',
} as const;
