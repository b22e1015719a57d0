import { PartialType } from '@nestjs/swagger';
import type {
  BusinessHours,
  ContactEmail,
  ContactGetInTouch,
  ContactHero,
  ContactLocation,
  ContactPhone,
  ContactUser,
  OfficeAddress,
} from '@pharma/shared/content';
import { MetaDto } from '../../platform/validation/meta.dto.js';
import { sameFields } from '../../platform/validation/contract.js';
import { Colour, Email, Flag, Nested, Order, Phone, RichText, Text, WebAddress } from '../../platform/validation/fields.js';

export class ContactHeroDto extends MetaDto implements ContactHero {
  @Text() title!: string;
  @Text({ optional: true, allowEmpty: true }) subtitle?: string;
  @Text({ max: 5000 }) description!: string;
  @WebAddress({ optional: true, allowEmpty: true }) backgroundImage!: string;
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<ContactHeroDto, ContactHero>(true);

/* Get in touch: every field is required, including each block's icon and colour (admin-panel §5). */

export class ContactLocationDto implements ContactLocation {
  @Text() title!: string;
  @RichText() address!: string;
  @Text({ max: 100 }) icon!: string;
  @Colour() color!: string;
}
sameFields<ContactLocationDto, ContactLocation>(true);

export class OfficeAddressDto implements OfficeAddress {
  @Text({ max: 100 }) city!: string;
  @RichText() address!: string;
}
sameFields<OfficeAddressDto, OfficeAddress>(true);

export class ContactPhoneDto implements ContactPhone {
  @Text() title!: string;
  @Phone() number!: string;
  @Text() hours!: string;
  @Text({ max: 100 }) icon!: string;
  @Colour() color!: string;
}
sameFields<ContactPhoneDto, ContactPhone>(true);

export class ContactEmailDto implements ContactEmail {
  @Text() title!: string;
  @Email() address!: string;
  @Text() responseTime!: string;
  @Text({ max: 100 }) icon!: string;
  @Colour() color!: string;
}
sameFields<ContactEmailDto, ContactEmail>(true);

export class BusinessHoursDto implements BusinessHours {
  @Text() title!: string;
  @Text({ max: 100 }) mondayFriday!: string;
  @Text({ max: 100 }) saturday!: string;
  @Text({ max: 100 }) sunday!: string;
}
sameFields<BusinessHoursDto, BusinessHours>(true);

export class GetInTouchDto extends MetaDto implements ContactGetInTouch {
  @Text() title!: string;
  @Text({ max: 5000 }) description!: string;
  @Flag({ optional: true }) isActive!: boolean;
  @Nested(() => ContactLocationDto) location!: ContactLocationDto;
  @Nested(() => OfficeAddressDto, { optional: true, each: true, max: 20 }) otherAddresses?: OfficeAddressDto[];
  @Nested(() => ContactPhoneDto) phone!: ContactPhoneDto;
  @Nested(() => ContactEmailDto) email!: ContactEmailDto;
  @Nested(() => BusinessHoursDto) businessHours!: BusinessHoursDto;
}
sameFields<GetInTouchDto, ContactGetInTouch>(true);

export class ContactUserDto extends MetaDto implements Omit<ContactUser, 'id'> {
  @Text({ max: 200 }) name!: string;
  @Email() email!: string;
  @Phone() phone!: string;
  @Text({ max: 200 }) department!: string;
  @Text({ max: 200 }) position!: string;
  @WebAddress({ optional: true, allowEmpty: true }) avatar?: string;
  @Order({ optional: true }) order!: number;
  @Flag({ optional: true }) isActive!: boolean;
}
sameFields<ContactUserDto, ContactUser>(true);

export class ContactHeroUpdateDto extends PartialType(ContactHeroDto) {}
export class GetInTouchUpdateDto extends PartialType(GetInTouchDto) {}
export class ContactUserUpdateDto extends PartialType(ContactUserDto) {}
