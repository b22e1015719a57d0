import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import { NOTICE_KINDS, type NoticeKind, type NoticeSetting } from '@pharma/shared/content';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn } from 'class-validator';
import { SignedIn, type AuthUser } from './auth.decorators.js';
import { Notices } from './notices.service.js';

export class NoticesDto {
  @ApiProperty({ enum: NOTICE_KINDS, isArray: true, description: 'The kinds turned off; every other kind the role is sent is on.' })
  @IsArray()
  @ArrayMaxSize(NOTICE_KINDS.length)
  @IsIn(NOTICE_KINDS, { each: true })
  off!: NoticeKind[];
}

/** The signed-in person's own e-mail notifications: nobody else's, whatever their role. */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth/notifications')
export class NoticesController {
  constructor(private readonly notices: Notices) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: "The kinds of e-mail the signed-in person's role is sent, each on or off" })
  async get(@Req() req: { user: AuthUser }): Promise<{ data: NoticeSetting[] }> {
    return { data: await this.notices.settingsOf(req.user.username) };
  }

  @Put()
  @SignedIn()
  @ApiOperation({ summary: 'Turns the listed kinds off and the others on, for the signed-in person' })
  async put(@Body() body: NoticesDto, @Req() req: { user: AuthUser }): Promise<{ data: NoticeSetting[] }> {
    return { data: await this.notices.turnOff(req.user.username, body.off) };
  }
}
