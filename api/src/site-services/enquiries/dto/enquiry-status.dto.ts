import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ENQUIRY_STATUSES, type Enquiry, type EnquiryStatus } from '@pharma/shared/content';

export class EnquiryStatusDto implements Pick<Enquiry, 'status'> {
  @ApiProperty({ enum: ENQUIRY_STATUSES })
  @IsIn(ENQUIRY_STATUSES, { message: `status must be one of: ${ENQUIRY_STATUSES.join(', ')}` })
  status!: EnquiryStatus;
}
