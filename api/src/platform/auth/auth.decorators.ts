import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { Permission, Role } from '@pharma/shared/content';

export const PERMISSION = 'auth:permission';

/**
 * What a route needs (see PERMISSIONS in the shared accounts contract). On a controller class it
 * covers every route of the class that does not name its own. The auth guard refuses a route that
 * names none, and the same value is in the OpenAPI document as `x-permission`, which the permission
 * matrix test walks: a new route without a permission fails that test and is refused at run time.
 */
export const Permit = (permission: Permission) => applyDecorators(SetMetadata(PERMISSION, permission), ApiExtension('x-permission', permission));

/** Anyone, signed in or not: public reads, sign-in, the contact form. */
export const Public = () => Permit('public');

/** Any signed-in role: the dashboard's reads, one's own password, sign-out. */
export const SignedIn = () => Permit('signed-in');

/** The signed-in user on a request (`req.user`): who, and with which role. */
export interface AuthUser {
  username: string;
  role: Role;
  /** The person's name, for the dashboard's header. */
  name?: string;
}
