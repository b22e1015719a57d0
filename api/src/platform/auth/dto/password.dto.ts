import { ApiProperty } from '@nestjs/swagger';
import { ACCOUNT_TEXTS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@pharma/shared/content';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { applyDecorators } from '@nestjs/common';

/** A new password: long enough to resist guessing, short enough for bcrypt to read whole. */
function NewPassword() {
  return applyDecorators(
    ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
    IsString(),
    MinLength(PASSWORD_MIN_LENGTH, { message: ACCOUNT_TEXTS.passwordTooShort }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: ACCOUNT_TEXTS.passwordTooLong }),
  );
}

/** POST /api/auth/set-password: the link's token and the password its holder chose. */
export class SetPasswordDto {
  @ApiProperty() @IsString() @IsNotEmpty({ message: ACCOUNT_TEXTS.linkInvalid }) @MaxLength(200, { message: ACCOUNT_TEXTS.linkInvalid }) token!: string;
  @NewPassword() password!: string;
}

/** POST /api/auth/forgot-password: the address of the account whose password was forgotten. */
export class ForgotPasswordDto {
  @ApiProperty({ maxLength: 254 })
  @IsString({ message: 'Enter the e-mail address of your account.' })
  @IsNotEmpty({ message: 'Enter the e-mail address of your account.' })
  @MaxLength(254, { message: 'Enter the e-mail address of your account.' })
  email!: string;
}

/** POST /api/auth/password: the signed-in user's current password and the new one. */
export class ChangePasswordDto {
  @ApiProperty() @IsString() @IsNotEmpty({ message: 'The current password is required.' }) @MaxLength(200) currentPassword!: string;
  @NewPassword() newPassword!: string;
}
