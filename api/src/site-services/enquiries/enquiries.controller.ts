import { Body, Controller, Delete, Get, Header, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Enquiry } from '@pharma/shared/content';
import { Permit } from '../../platform/auth/auth.decorators.js';
import { ParseIdPipe } from '../../platform/http/parse-id.pipe.js';
import { EnquiryStatusDto } from './dto/enquiry-status.dto.js';
import { EnquiriesService } from './enquiries.service.js';

@ApiTags('enquiries')
@ApiBearerAuth()
@Permit('content.edit')
@Controller('enquiries')
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  /** Visitors' personal data: Administrators and Editors only ('enquiries.read'), not every signed-in role. */
  @Get()
  @Permit('enquiries.read')
  @Header('Cache-Control', 'private, no-store')
  async list(): Promise<{ data: Enquiry[] }> {
    return { data: await this.enquiries.list() };
  }

  @Patch(':id')
  async setStatus(@Param('id', ParseIdPipe) id: string, @Body() body: EnquiryStatusDto): Promise<{ data: Enquiry }> {
    return { data: await this.enquiries.setStatus(id, body.status) };
  }

  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: string): Promise<{ data: Enquiry }> {
    return { data: await this.enquiries.remove(id) };
  }
}
