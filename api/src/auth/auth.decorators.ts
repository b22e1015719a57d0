import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'auth:public';
export const ADMIN_ONLY = 'auth:adminOnly';

/** A write that anonymous visitors may make (login, the contact form). Reads are public by default. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** A read that needs the admin token (enquiries, admin users, who am I). */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);

export interface AuthUser {
  username: string;
}
