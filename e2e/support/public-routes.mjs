/** Every public route of the spec's route table (the admin screens are not public pages). */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/products',
  '/pharmaceutical-apis',
  '/capabilities',
  '/contract-manufacturing',
  '/research-development',
  '/sustainability',
  '/contact',
];
