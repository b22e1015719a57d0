import { PROFILE_IMAGE_NOTE } from '../constants.js';
import { COMPANY_DOMAIN, GENERAL_ENQUIRIES_EMAIL } from '../site.js';
import { defineList, defineSection, field, type ItemOf, type SectionOf, type Shape } from './kit.js';

/*
 * The contact page's content types: its hero, the get-in-touch block and the contact users (the
 * enquiry form itself is not content). Each is declared once here; its type, its stored defaults, the
 * API's schema, validation and routes, and the dashboard's editor fields all come from these declarations.
 */

// The form leaves the description's length to the API (maxLength undefined), as it always has.
const contactHeroFields = {
  title: field.text('Title', { required: true, wide: true }),
  subtitle: field.text('Subtitle', { optional: true, wide: true }),
  description: field.text('Description', { required: true, multiline: true, max: 5000, editor: { maxLength: false } }),
  backgroundImage: field.image('Background Image'),
  isActive: field.flag('Active'),
} as const;
export type ContactHero = SectionOf<typeof contactHeroFields>;

/*
 * Get in touch: every field is required, including each block's icon and colour. The blocks store
 * their icon and colour first; the editor asks for them last.
 */
const contactLocationFields = {
  title: field.text('Location Title', { required: true, wide: true }),
  icon: field.icon('Location Icon', { required: true, placeholder: 'ri-map-pin-line' }),
  color: field.colour('Location Colour', { required: true }),
  /** HTML. */
  address: field.richText('Address', { required: true }),
} as const;
export type ContactLocation = Shape<typeof contactLocationFields>;

/** An office listed under "Other Addresses". */
const officeAddressFields = {
  city: field.text('City', { required: true, max: 100 }),
  /** HTML. */
  address: field.richText('Address', { required: true }),
} as const;
export type OfficeAddress = Shape<typeof officeAddressFields>;

const contactPhoneFields = {
  title: field.text('Phone Title', { required: true }),
  icon: field.icon('Phone Icon', { required: true, placeholder: 'ri-phone-line' }),
  color: field.colour('Phone Colour', { required: true }),
  number: field.phone('Phone Number', { required: true }),
  hours: field.text('Phone Hours', { required: true, wide: true }),
} as const;
export type ContactPhone = Shape<typeof contactPhoneFields>;

const contactEmailFields = {
  title: field.text('Email Title', { required: true }),
  icon: field.icon('Email Icon', { required: true, placeholder: 'ri-mail-line' }),
  color: field.colour('Email Colour', { required: true }),
  address: field.email('Email Address', { required: true }),
  responseTime: field.text('Response Time', { required: true, wide: true }),
} as const;
export type ContactEmail = Shape<typeof contactEmailFields>;

// The API allows 100 characters a day; the form leaves that to the API.
const day = (label: string) => field.text(label, { required: true, max: 100, editor: { maxLength: false } });
const businessHoursFields = {
  title: field.text('Business Hours Title', { required: true, wide: true }),
  mondayFriday: day('Monday – Friday'),
  saturday: day('Saturday'),
  sunday: day('Sunday'),
} as const;
export type BusinessHours = Shape<typeof businessHoursFields>;

const getInTouchFields = {
  title: field.text('Title', { required: true, wide: true }),
  description: field.text('Description', { required: true, multiline: true, max: 5000, editor: { maxLength: false } }),
  isActive: field.flag('Active'),
  location: field.object('Location', {
    required: true,
    fields: contactLocationFields,
    dtoName: 'ContactLocation',
    formOrder: ['title', 'address', 'icon', 'color'],
  }),
  // Not part of the editor's form: pages fall back to the defaults when it is missing.
  otherAddresses: field.items('Other Addresses', { optional: true, hidden: true, fields: officeAddressFields, dtoName: 'OfficeAddress', max: 20 }),
  phone: field.object('Phone', {
    required: true,
    fields: contactPhoneFields,
    dtoName: 'ContactPhone',
    formOrder: ['title', 'number', 'hours', 'icon', 'color'],
  }),
  email: field.object('Email', {
    required: true,
    fields: contactEmailFields,
    dtoName: 'ContactEmail',
    formOrder: ['title', 'address', 'responseTime', 'icon', 'color'],
  }),
  businessHours: field.object('Business Hours', { required: true, fields: businessHoursFields, dtoName: 'BusinessHours' }),
} as const;
export type ContactGetInTouch = SectionOf<typeof getInTouchFields>;

const contactUserFields = {
  name: field.text('Name', { required: true, max: 200 }),
  email: field.email('Email', { required: true }),
  phone: field.phone('Phone', { required: true, placeholder: '+91 44 4000 1000' }),
  department: field.text('Department', { required: true, max: 200 }),
  position: field.text('Position', { required: true, max: 200 }),
  avatar: field.image('Avatar', { optional: true, help: PROFILE_IMAGE_NOTE }),
} as const;
export type ContactUser = ItemOf<typeof contactUserFields>;

export const CONTACT_COLLECTIONS = {
  hero: defineSection({
    name: 'contact_hero',
    page: 'contact',
    path: 'cms/contact/hero',
    title: 'Contact Hero',
    dtoName: 'ContactHero',
    fields: contactHeroFields,
    defaults: () => defaultContactHero,
  }),
  getInTouch: defineSection({
    name: 'contact_get_in_touch',
    page: 'contact',
    path: 'cms/contact/get-in-touch',
    title: 'Get in Touch',
    dtoName: 'GetInTouch',
    fields: getInTouchFields,
    defaults: () => defaultContactGetInTouch,
  }),
  users: defineList({
    name: 'contact_users',
    page: 'contact',
    path: 'cms/contact/users',
    title: 'Contact Users',
    dtoName: 'ContactUser',
    noun: 'Contact user',
    // The spec's contact user has an order input (integer, min 0, default 0).
    orderInput: true,
    itemName: 'Contact User',
    orderRequired: false,
    // A new contact user is hidden until an editor activates it.
    activeByDefault: false,
    fields: contactUserFields,
    formOrder: ['name', 'position', 'email', 'phone', 'department', 'order', 'avatar'],
    defaults: () => defaultContactUsers,
  }),
};

/** GET /api/cms/contact: every collection of the page at once. */
export interface ContactContent {
  hero: ContactHero;
  getInTouch: ContactGetInTouch;
  users: ContactUser[];
}

export const defaultContactHero: ContactHero = {
  title: 'Contact Us',
  subtitle: 'We would love to hear from you',
  description: 'Talk to our team about APIs, intermediates, contract manufacturing or partnership opportunities.',
  backgroundImage: '/images/contact/hero.webp',
  isActive: true,
};

export const defaultOtherAddresses: OfficeAddress[] = [
  { city: 'Bangalore', address: 'Tower B, Outer Ring Road,<br>Marathahalli, Bangalore 560103,<br>Karnataka, India' },
  { city: 'Mumbai', address: 'G Block, Bandra Kurla Complex,<br>Bandra (East), Mumbai 400051,<br>Maharashtra, India' },
  { city: 'Baar', address: 'Zugerstrasse 50,<br>6340 Baar,<br>Switzerland' },
];

export const defaultContactGetInTouch: ContactGetInTouch = {
  title: 'Get in Touch',
  description: 'Reach our head office or any of our regional offices. We reply to every enquiry within 24 hours.',
  isActive: true,
  location: {
    title: 'Our Address',
    address: '<strong>Head Office</strong><br>Auralis Towers, 11 Rajiv Gandhi Salai,<br>Taramani, Chennai 600113,<br>Tamil Nadu, India',
    icon: 'ri-map-pin-line',
    color: '#2879b6',
  },
  otherAddresses: defaultOtherAddresses,
  phone: {
    title: 'Phone',
    number: '+91 44 4000 1000',
    hours: 'Monday to Friday, 9 AM - 6 PM IST',
    icon: 'ri-phone-line',
    color: '#7dc244',
  },
  email: {
    title: 'Email',
    address: GENERAL_ENQUIRIES_EMAIL,
    responseTime: 'We respond within 24 hours',
    icon: 'ri-mail-line',
    color: '#ee6a31',
  },
  businessHours: {
    title: 'Business Hours',
    mondayFriday: '9 AM - 6 PM',
    saturday: '10 AM - 4 PM',
    sunday: 'Closed',
  },
};

export const defaultContactUsers: ContactUser[] = [
  {
    id: 'contact-user-1',
    name: 'Ananya Sharma',
    email: `business.development@${COMPANY_DOMAIN}`,
    phone: '+91 44 4000 1010',
    department: 'Business Development',
    position: 'Head of Business Development',
    avatar: '/images/placeholder/user.svg',
    order: 0,
    isActive: true,
  },
  {
    id: 'contact-user-2',
    name: 'Markus Steiner',
    email: `europe@${COMPANY_DOMAIN}`,
    phone: '+41 41 500 2020',
    department: 'European Sales',
    position: 'Regional Sales Director, Europe',
    avatar: '/images/placeholder/user.svg',
    order: 1,
    isActive: true,
  },
  {
    id: 'contact-user-3',
    name: 'Vikram Joshi',
    email: `regulatory@${COMPANY_DOMAIN}`,
    phone: '+91 22 4000 3030',
    department: 'Regulatory Affairs',
    position: 'Regulatory Affairs Manager',
    avatar: '/images/placeholder/user.svg',
    order: 2,
    isActive: true,
  },
];

export const defaultContactContent: ContactContent = {
  hero: defaultContactHero,
  getInTouch: defaultContactGetInTouch,
  users: defaultContactUsers,
};
