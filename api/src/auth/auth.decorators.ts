import { SetMetadata } from '@nestjs/common';
import type { Role } from '@pharma/shared/content';

export const IS_PUBLIC = 'auth:public';
export const ADMIN_ONLY = 'auth:adminOnly';

/** A write that anonymous visitors may make (login, the contact form). Reads are public by default. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** A read that needs the admin token (enquiries, admin users, who am I). */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);

/** The signed-in user on a request (`req.user`): who, and with which role (issue 14). */
export interface AuthUser {
  username: string;
  role: Role;
}
