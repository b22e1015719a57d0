import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Validate, type ValidatorConstraintInterface, ValidatorConstraint } from 'class-validator';
import { IsEmailAddress } from '../../../platform/validation/fields.js';
import {
  CONTACT_MESSAGE_MAX,
  DEFAULT_COUNTRY_CODE,
  PHONE_NATIONAL_MAX_DIGITS,
  PHONE_NATIONAL_MIN_DIGITS,
  type ContactSubmission,
} from '@pharma/shared/content';

/** Letters of any script, spaces, hyphens and apostrophes (the spec's name rule), at least one letter. */
const NAME = /^(?=.*\p{L})[\p{L}\p{M}\s'’-]+$/u;
const MAX_COUNTRY_CODE_DIGITS = 4;

/** Empty (the field is optional) or an international number: national 2–17 digits plus a calling code. */
@ValidatorConstraint({ name: 'internationalPhone' })
class InternationalPhone implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (value === '' || value === undefined || value === null) return true;
    if (typeof value !== 'string' || !/^\+?[0-9 ().-]+$/.test(value)) return false;
    const digits = value.replace(/\D/g, '').length;
    return digits >= PHONE_NATIONAL_MIN_DIGITS + 1 && digits <= PHONE_NATIONAL_MAX_DIGITS + MAX_COUNTRY_CODE_DIGITS;
  }

  defaultMessage(): string {
    return 'phone must be a phone number in international format';
  }
}

export class ContactSubmissionDto implements ContactSubmission {
  @ApiProperty({ example: 'Anna Müller-O’Neil' })
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(100)
  @Matches(NAME, { message: 'name may contain only letters, spaces, hyphens and apostrophes' })
  name!: string;

  @ApiProperty({ example: 'anna@example.com' })
  @IsNotEmpty({ message: 'email is required' })
  @IsEmailAddress('email must be a valid email address')
  @MaxLength(254)
  email!: string;

  @ApiProperty({ required: false, example: '+91 98765 43210' })
  @IsOptional()
  @IsString()
  @Validate(InternationalPhone)
  phone: string = '';

  @ApiProperty({ required: false, example: DEFAULT_COUNTRY_CODE })
  @IsOptional()
  @IsString()
  @Matches(/^\+\d{1,4}$/, { message: 'countryCode must be a calling code such as +91' })
  countryCode: string = DEFAULT_COUNTRY_CODE;

  @ApiProperty({ required: false })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  company: string = '';

  @ApiProperty({ maxLength: CONTACT_MESSAGE_MAX })
  @IsString()
  @IsNotEmpty({ message: 'message is required' })
  @MaxLength(CONTACT_MESSAGE_MAX, { message: `message must be at most ${CONTACT_MESSAGE_MAX} characters` })
  message!: string;

  @ApiProperty({ description: 'ALTCHA payload (base64) or reCAPTCHA token, per GET /api/contact-form/verification' })
  @IsString()
  @IsNotEmpty({ message: 'Please complete the human verification' })
  @MaxLength(10_000)
  recaptchaToken!: string;
}
