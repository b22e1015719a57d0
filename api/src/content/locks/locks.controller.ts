import { Body, Controller, Delete, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Permit, SignedIn, type AuthUser } from '../../platform/auth/auth.decorators.js';
import { LockRefDto, LocksQueryDto } from './dto/locks.dto.js';
import { LocksService } from './locks.service.js';

type SignedInRequest = { user: AuthUser };

@ApiTags('locks')
@ApiBearerAuth()
@Controller('locks')
export class LocksController {
  constructor(private readonly locks: LocksService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'The live edit locks (of one collection, or of all): who edits what, since when' })
  async list(@Query() query: LocksQueryDto) {
    return { data: await this.locks.live(query.collection) };
  }

  @Post()
  @HttpCode(200)
  @Permit('content.edit')
  @ApiOperation({ summary: "Take a free or expired lock, or refresh one's own (5 min from now); someone else's live lock: 409 naming them" })
  async acquire(@Body() body: LockRefDto, @Req() req: SignedInRequest) {
    return { data: await this.locks.acquire(body, req.user) };
  }

  @Post('take-over')
  @HttpCode(200)
  @Permit('content.edit')
  @ApiOperation({ summary: 'Take the lock from whoever holds it (audited); their next refresh answers 409 with takenOverBy' })
  async takeOver(@Body() body: LockRefDto, @Req() req: SignedInRequest) {
    return { data: await this.locks.takeOver(body, req.user) };
  }

  @Delete()
  @HttpCode(204)
  @Permit('content.edit')
  @ApiOperation({ summary: "Release one's own lock (nothing held: 204 too); someone else's live lock: 409" })
  async release(@Query() query: LockRefDto, @Req() req: SignedInRequest): Promise<void> {
    await this.locks.release(query, req.user);
  }
}
