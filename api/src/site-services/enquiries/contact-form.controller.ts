import { Body, Controller, Get, Header, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../platform/auth/auth.decorators.js';
import { RateLimit } from '../../platform/http/rate-limit.guard.js';
import { ContactSubmissionDto } from './dto/contact-submission.dto.js';
import { EnquiriesService } from './enquiries.service.js';
import type { VerificationInfo } from './verification/human-verifier.js';

@ApiTags('contact form')
@Public()
@Controller('contact-form')
export class ContactFormController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Get('verification')
  @ApiOperation({ summary: 'Which human-verification widget the form must show' })
  verification(): VerificationInfo {
    return this.enquiries.verification();
  }

  @Get('challenge')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A fresh ALTCHA challenge (ALTCHA provider only)' })
  challenge(): Promise<object> {
    return this.enquiries.challenge();
  }

  @Post()
  @HttpCode(201)
  @RateLimit('contact')
  @ApiOperation({ summary: 'Send an enquiry. Rate-limited per IP (CONTACT_RATE_LIMIT per minute).' })
  async submit(@Body() body: ContactSubmissionDto, @Req() req: Request): Promise<{ ok: true }> {
    await this.enquiries.submit(body, req.ip);
    return { ok: true };
  }
}
