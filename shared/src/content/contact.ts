import type { ListItem, Versioned } from './common.js';
import { COMPANY_DOMAIN, GENERAL_ENQUIRIES_EMAIL } from './site.js';

export interface ContactHero extends Versioned {
  title: string;
  subtitle?: string;
  description: string;
  backgroundImage: string;
  isActive: boolean;
}

export interface ContactLocation {
  title: string;
  /** HTML. */
  address: string;
  icon: string;
  color: string;
}

/** An office listed under "Other Addresses". */
export interface OfficeAddress {
  city: string;
  /** HTML. */
  address: string;
}

export interface ContactPhone {
  title: string;
  number: string;
  hours: string;
  icon: string;
  color: string;
}

export interface ContactEmail {
  title: string;
  address: string;
  responseTime: string;
  icon: string;
  color: string;
}

export interface BusinessHours {
  title: string;
  mondayFriday: string;
  saturday: string;
  sunday: string;
}

export interface ContactGetInTouch extends Versioned {
  title: string;
  description: string;
  isActive: boolean;
  location: ContactLocation;
  /** Not part of the admin editor's form: pages fall back to the defaults when it is missing. */
  otherAddresses?: OfficeAddress[];
  phone: ContactPhone;
  email: ContactEmail;
  businessHours: BusinessHours;
}

export interface ContactUser extends ListItem {
  name: string;
  email: string;
  phone: string;
  department: string;
  position: string;
  avatar?: string;
}

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
