/*
 * Business constants of both specs and the exact UI texts both specs quote.
 * The contact form's success and failure texts live in enquiry.ts beside the form contract.
 */

/* ---------- Timers and animation ---------- */

export const HOME_SLIDER_INTERVAL_MS = 8000;
export const SLIDER_INTERVAL_MS = 6000;
export const ABOUT_CAROUSEL_INTERVAL_MS = 15000;
export const CAROUSEL_DEFAULT_INTERVAL_MS = 5000;
export const REGULATORY_CAROUSEL_STEP_MS = 4000;
export const REGULATORY_CAROUSEL_VISIBLE = 4;
export const JOURNEY_PREVIEW_INTERVAL_MS = 4000;
export const HERO_PARALLAX_FACTOR = 0.1;

export const COUNTER_DURATION_MS = 2000;
export const COUNTER_STEPS = 60;
/** Counter targets used when the first three statistics are missing. */
export const COUNTER_DEFAULTS = { scientists: 200, products: 150, markets: 80 } as const;
export const ANIMATION_THRESHOLD = 0.1;

/** Options of the scroll-triggered animation library on every public page. */
export const AOS_OPTIONS = { duration: 1000, once: true, offset: 100, easing: 'ease-out' } as const;
/** Placeholder animation settings of the products hero editor. */
export const AOS_HERO_DEFAULTS = { type: 'fade-up', duration: 1000, delay: 200 } as const;

/* ---------- Scrolling ---------- */

export const SCROLL_SPY_OFFSET_PX = 150;
/** Scroll-spy compares against each section's top minus this margin. */
export const SECTION_TOP_MARGIN_PX = 100;
export const ANCHOR_RETRY_ATTEMPTS = 10;
export const ANCHOR_RETRY_DELAY_MS = 100;
/** Capabilities: the research tab is active once its section is this close to the top. */
export const CAPABILITIES_TAB_SWITCH_PX = 150;

/* ---------- Display limits ---------- */

export const THERAPEUTIC_CARD_API_PREVIEW = 3;
export const API_NAME_MAX_CHARS = 25;
export const FACILITY_CARD_CAPABILITY_PREVIEW = 2;
export const STATS_GRID_COLUMNS = 3;
export const ACCREDITATION_COUNT = 7;
export const HEART_MAX_SECTIONS = 3;
export const HEART_MAX_COMMITMENTS = 4;
export const HEART_MAX_METRICS = 2;
export const SDG_CARD_COUNT = 7;
export const DEFAULT_MISSION_POINT_COUNT = 4;

/** Counts of the default content (as the spec asks). */
export const DEFAULT_COUNTS = {
  heroSlides: 4,
  offerings: 14,
  statistics: 3,
  regulatoryApprovals: 2,
  aboutSections: 4,
  leadership: 14,
  values: 4,
  journeySteps: 3,
  facilities: 7,
  sdgCards: 7,
  policies: 6,
  missionPoints: 4,
  therapeuticCategories: 17,
  therapeuticApis: 77,
  intermediateGroups: 6,
  pyridineProducts: 4,
  thiopheneProducts: 10,
} as const;

/* ---------- Uploads and storage ---------- */

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_BYTES = 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['JPG', 'PNG', 'GIF'] as const;
/** Data-URL images whose estimated size exceeds this are replaced by a placeholder on save. */
export const DATA_URL_MAX_ESTIMATED_BYTES = 100000;
export const DATA_URL_PLACEHOLDER_SIZE_PX = 150;
export const LOGIN_DELAY_MS = 1000;

/* ---------- Editor defaults ---------- */

export const NEW_ITEM_ORDER_OFFSET = 1;
export const FACILITY_DEFAULT_ORDER = 1;
export const CONTACT_USER_MIN_ORDER = 0;
export const MISSION_POINT_MIN_ORDER = 1;

/** Order of a new item: count + 1, except contact users (count) and facilities (always 1). */
export function newItemOrder(count: number, kind: 'default' | 'contact-user' | 'facility' = 'default'): number {
  if (kind === 'facility') return FACILITY_DEFAULT_ORDER;
  if (kind === 'contact-user') return Math.max(CONTACT_USER_MIN_ORDER, count);
  return count + NEW_ITEM_ORDER_OFFSET;
}

export const DEFAULT_ICONS = ['star', 'check', 'shield'] as const;
export const DEFAULT_REMIX_ICONS = {
  leaf: 'ri-leaf-line',
  heartPulse: 'ri-heart-pulse-line',
  check: 'ri-check-line',
  mapPin: 'ri-map-pin-line',
  phone: 'ri-phone-line',
  mail: 'ri-mail-line',
} as const;

export const NEW_SDG_DEFAULTS = { number: 3, title: 'New SDG', icon: 'ri-heart-pulse-line', color: '#2879b6' } as const;
export const NEW_STAT_DEFAULTS = { label: 'Label', value: '0', color: '#2879b6' } as const;

/* ---------- Count badges ---------- */

/** Single-object sub-tabs (hero, footer) always show a badge of 1. */
export const SINGLE_SECTION_BADGE = 1;

/** The vision-and-mission badge counts the mission points plus the vision itself. */
export function visionBadgeCount(missionPointCount: number): number {
  return missionPointCount + 1;
}

/* ---------- Language ---------- */

export const DEFAULT_LANGUAGE = 'en';
export const SUPPORTED_LANGUAGES = ['en'] as const;

/* ---------- Public texts ---------- */

export const NOT_FOUND_TEXTS = {
  code: '404',
  title: 'This page has not been generated',
  hint: 'Tell me what you would like on this page',
} as const;

export const HOME_TEXTS = {
  globalImpactTitle: 'Global Impact & Excellence',
  noOfferings: 'No offerings available. Please add some in the admin panel.',
} as const;

/** First entry of the category filters on /products and /pharmaceutical-apis. */
export const ALL_CATEGORIES = 'All Categories';

export const NO_RESULTS_TITLE = 'No results found';
export const NO_RESULTS_HINT = 'Try adjusting your filter criteria';

export const PRODUCTS_TEXTS = {
  allCategories: ALL_CATEGORIES,
  developmentProgress: 'Development Progress',
  downloadApiList: 'Download API List',
  requestQuote: 'Request Quote',
  needCustomIntermediates: 'Need Custom Intermediates',
  contactOurExperts: 'Contact Our Experts',
  downloadCatalog: 'Download Catalog',
  requestInformation: 'Request Information',
} as const;

export function moreApisText(count: number): string {
  return `+${count} more APIs`;
}

export function moreCapabilitiesText(count: number): string {
  return `+${count} more capabilities`;
}

export const ABOUT_TEXTS = {
  tabJourney: 'Our Journey',
  tabVisionMission: 'Our Vision & Mission',
  tabLeadership: 'Leadership Team',
  managementTeam: 'Management Team',
  advisoryBoard: 'Advisory Board',
  toKnowMore: 'To know more',
} as const;

export const CAPABILITIES_TEXTS = {
  manufacturingTab: 'Manufacturing Excellence',
  researchTab: 'Research & Development Excellence',
} as const;

export const CONTACT_TEXTS = {
  formTitle: 'Send us a Message',
  ourAddress: 'Our Address',
  otherAddresses: 'Other Addresses',
  email: 'Email',
  fullNameLabel: 'Full Name *',
  emailLabel: 'Email Address *',
  phoneLabel: 'Phone Number',
  companyLabel: 'Company',
  messageLabel: 'Message *',
  submit: 'Get in Touch',
  submitting: 'Sending...',
  needsVerification: 'Please complete reCAPTCHA',
} as const;

export const SUSTAINABILITY_TEXTS = {
  heartTitle: 'Sustainability — The Heart of Our Progress',
  commitmentsTitle: 'Our Sustainability Commitments',
  sdgTitle: 'Alignment with UN Sustainable Development Goals',
  ourContribution: 'Our Contribution',
  digitalSolutionsTab: 'Digital Solutions',
  researchInnovationTab: 'Research & Innovation',
} as const;

/* ---------- Admin texts ---------- */

export const LOGIN_TEXTS = {
  username: 'Username',
  password: 'Password',
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  logout: 'Logout',
} as const;

export const LOGIN_INVALID_CREDENTIALS = 'Invalid username or password';
export const LOGIN_FAILED = 'Login failed. Please try again.';

export const UPLOAD_NOT_IMAGE = 'Please select an image file';
export const UPLOAD_TOO_LARGE = 'Image size should be less than 5MB';
export const UPLOAD_RETRY = 'Failed to upload image. Please try again.';
export const UPLOAD_SUCCESS = 'Image uploaded successfully!';
export const UPLOADING = 'Uploading...';
export const PROFILE_IMAGE_NOTE = 'Max 1MB, JPG, PNG or GIF. For larger images, use an external URL.';

export function uploadFailedText(serverError?: string | null): string {
  return `Upload failed: ${serverError || 'Unknown error'}`;
}

export const CONFIRM_DELETE_ITEM = 'Are you sure you want to delete this item?';
export const CONFIRM_DELETE_STATISTIC = 'Are you sure you want to delete this statistic?';

export const ALERT_PRODUCT_HERO_SAVED = 'Product Hero saved';
export const ALERT_PRODUCT_HERO_FAILED = 'Failed to save Product Hero';
export const ALERT_ABOUT_VISION_MISSION_SAVED = 'About Vision & Mission saved successfully!';
export const ALERT_ABOUT_VISION_MISSION_FAILED = 'Failed to save About Vision & Mission';
export const ALERT_ABOUT_VISION_MISSION_ERROR = 'Error saving About Vision & Mission';
export const ALERT_VISION_MISSION_SAVED = 'Vision & Mission saved successfully!';
export const ALERT_VISION_MISSION_FAILED = 'Failed to save Vision & Mission';
export const ALERT_VISION_MISSION_ERROR = 'Error saving Vision & Mission';
export const ALERT_ABOUT_JOURNEY_SAVED = 'About Journey saved successfully!';
export const ALERT_ABOUT_JOURNEY_FAILED = 'Failed to save About Journey';
export const ALERT_ABOUT_JOURNEY_ERROR = 'Error saving About Journey';
export const ALERT_ABOUT_HERO_SAVED = 'About Hero saved successfully!';
export const ALERT_ABOUT_HERO_FAILED = 'Failed to save About Hero';
export const ALERT_ABOUT_HERO_ERROR = 'Error saving About Hero';
export const ALERT_LEADER_DELETED = 'Leadership member deleted successfully!';
export const ALERT_LEADER_DELETE_FAILED = 'Failed to delete leadership member. Please try again.';

export function memberSavedText(category: string): string {
  return `${category} member saved successfully!`;
}

export function memberSaveFailedText(category: string): string {
  return `Failed to save ${category} member. Please try again.`;
}

export function memberSaveErrorText(category: string): string {
  return `Error saving ${category} member`;
}

export const STORAGE_QUOTA_PLACEHOLDERS =
  'Storage quota exceeded. Large images have been replaced with placeholders. Please use external image URLs instead of uploading large files.';
export const STORAGE_QUOTA_RESET = 'Storage quota exceeded. Data has been reset to defaults. Please use external image URLs instead of uploading large files.';

/** Answer of the API to a PUT carrying a stale version (API-ROUTES.md). */
export const VERSION_CONFLICT_MESSAGE = 'This item was changed by someone else. Reload to see the latest version.';

export const IMAGE_NOT_AVAILABLE = 'Image Not Available';
export const USER_PLACEHOLDER = 'User';
export const IMAGE_NOT_AVAILABLE_URL = '/images/placeholder/image-not-available.svg';
export const USER_PLACEHOLDER_URL = '/images/placeholder/user.svg';
export const DEFAULT_PORTRAIT_URL = '/images/people/default-portrait.svg';

export const STATUS_LABELS = { active: 'Active', inactive: 'Inactive' } as const;

export const ADMIN_BUTTONS = {
  addNew: 'Add New',
  edit: 'Edit',
  cancel: 'Cancel',
  add: 'Add',
  update: 'Update',
  editSection: 'Edit Section',
  editHeroSection: 'Edit Hero Section',
  addUser: 'Add User',
  saveHero: 'Save Hero',
  saveSection: 'Save Section',
  saveAllChanges: 'Save All Changes',
  saveSettings: 'Save Settings',
} as const;

export const ADMIN_TOP_TABS = ['Home Page', 'About Page', 'Capabilities', 'Contact Page', 'Products', 'Sustainability', 'Settings'] as const;

export const ADMIN_SUB_TABS = {
  home: ['Hero Slides', 'What We Offer', 'Global Impact', 'Regulatory'],
  about: ['About Hero', 'Journey Carousel', 'Vision & Mission', 'Advisory Board', 'Technical Leadership Team', 'Management Team'],
  capabilities: ['Hero', 'Research', 'Facilities'],
  contact: ['Contact Hero', 'Get in Touch', 'Contact Users'],
  products: ['Hero'],
  sustainability: [
    'Hero',
    'Heart Section',
    'UN SDGs',
    'Policies',
    'Vision & Mission',
    'Innovation & Transformation',
    'Social Responsibility',
    'Footer Section',
  ],
} as const;
