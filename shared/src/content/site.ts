import type { Role } from './accounts.js';
import type { Versioned } from './common.js';

/*
 * The group is fictional. External addresses use the reserved `.example` top-level domain so that
 * no default link ever points at a real third party; an administrator replaces them at deploy time.
 */
export const COMPANY_NAME = 'Auralis Life Sciences';
export const GROUP_NAME = 'Auralis Group';
export const COMPANY_DOMAIN = 'auralis-lifesciences.example';
export const COMPANY_URL = `https://www.${COMPANY_DOMAIN}`;
export const GROUP_URL = 'https://www.auralis-group.example';
export const SUBSIDIARY_URL = 'https://www.veloris-pharma.example';
export const CAREERS_URL = `https://careers.${COMPANY_DOMAIN}`;
export const PRIVACY_POLICY_URL = `${COMPANY_URL}/legal/privacy-policy`;
export const TERMS_OF_SERVICE_URL = `${COMPANY_URL}/legal/terms-of-service`;
export const GENERAL_ENQUIRIES_EMAIL = `info@${COMPANY_DOMAIN}`;
export const COPYRIGHT_YEAR = 2025;
export const COPYRIGHT_TEXT = `© ${COPYRIGHT_YEAR} ${COMPANY_NAME}. All rights reserved.`;

export const CURRENCY_OPTIONS = ['USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCY_OPTIONS)[number];

export const TIMEZONE_OPTIONS = ['UTC', 'EST', 'PST'] as const;
export type Timezone = (typeof TIMEZONE_OPTIONS)[number];

export interface SiteSettings extends Versioned {
  siteName: string;
  currency: Currency;
  timezone: Timezone;
}

export const defaultSiteSettings: SiteSettings = {
  siteName: COMPANY_NAME,
  currency: 'USD',
  timezone: 'UTC',
};

/** Role values are not given by the spec; accounts.ts defines them. */
export type AdminUserRole = Role;
/** 'active' is shown green, anything else red. */
export type AdminUserStatus = 'active' | 'inactive';

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: AdminUserRole;
  status: AdminUserStatus;
}

export const defaultAdminUsers: AdminUser[] = [
  { id: 'user-1', name: 'Priya Raman', email: `priya.raman@${COMPANY_DOMAIN}`, role: 'Administrator', status: 'active' },
  { id: 'user-2', name: 'Daniel Keller', email: `daniel.keller@${COMPANY_DOMAIN}`, role: 'Editor', status: 'active' },
  { id: 'user-3', name: 'Meera Iyer', email: `meera.iyer@${COMPANY_DOMAIN}`, role: 'Viewer', status: 'inactive' },
];

/** The signed-in admin as the browser store keeps it. */
export interface AdminSessionUser {
  username: string;
  isAuthenticated: boolean;
}

/** Tabs of the About page that header and footer links can ask for through navigation state. */
export type AboutTab = 'journey' | 'vision' | 'leadership';

/** Navigation state passed to /about. */
export interface AboutNavigationState {
  activeTab: AboutTab;
  scrollToTop: boolean;
}

export interface NavLink {
  label: string;
  /** Route path for internal links, absolute URL for external ones. */
  to: string;
  external?: boolean;
  aboutTab?: AboutTab;
  children?: NavLink[];
}

/** Leftover sample entities of the browser content object (as the spec asks); no screen edits them. */
export interface SampleProduct {
  id: string;
  name: string;
  category: string;
  price: number;
  stock: number;
  status: 'active' | 'inactive';
}

export interface SampleOrder {
  id: string;
  customerName: string;
  productName: string;
  quantity: number;
  total: number;
  status: 'pending' | 'completed';
}

/** The spec gives no analytics fields; a free-form record of named figures. */
export type SampleAnalytics = Record<string, number>;

export const defaultSampleProducts: SampleProduct[] = [
  { id: 'product-1', name: 'Clonazepam USP', category: 'APIs', price: 1250, stock: 40, status: 'active' },
  { id: 'product-2', name: 'Sertraline Hydrochloride', category: 'APIs', price: 980, stock: 65, status: 'active' },
];

export const defaultSampleOrders: SampleOrder[] = [
  { id: 'order-1', customerName: 'Northbridge Generics', productName: 'Clonazepam USP', quantity: 5, total: 6250, status: 'pending' },
  { id: 'order-2', customerName: 'Halden Pharma', productName: 'Sertraline Hydrochloride', quantity: 10, total: 9800, status: 'completed' },
];

export const defaultSampleAnalytics: SampleAnalytics = {
  visitors: 12840,
  enquiries: 214,
  pageViews: 48620,
};
