/** The banner's text: the page shows it, and the admin's SEO tab offers it as the page's default title and description. */
export const RESEARCH_DEVELOPMENT_HERO = {
  title: 'Research & Development',
  subtitle: 'Science that turns complex chemistry into accessible medicines',
  lead: 'Over 200 scientists in three R&D centres develop robust processes, complex generics and new technology platforms.',
} as const;
