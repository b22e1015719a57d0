/** The banner's text: the page shows it, and the admin's SEO tab offers it as the page's default title and description. */
export const PHARMACEUTICAL_APIS_HERO = {
  title: 'Pharmaceutical APIs',
  subtitle: 'Regulatory-grade active pharmaceutical ingredients for CNS, psychotropic and complex generic therapies, trusted by partners in 80+ countries.',
} as const;
