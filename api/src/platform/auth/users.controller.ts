import { Body, Controller, Get, Header, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Account, AccountWithLink } from '@pharma/shared/content';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import { PRIVATE_CACHE_CONTROL } from '../http/read-cache.service.js';
import { AccountsService } from './accounts.service.js';
import { Permit, type AuthUser } from './auth.decorators.js';
import { CreateUserDto, UpdateUserDto } from './dto/user.dto.js';

/** Users Management: Administrators only. Accounts are deactivated, never deleted: the audit trail names them. */
@ApiTags('users')
@ApiBearerAuth()
@Permit('users.manage')
@Controller('users')
export class UsersController {
  constructor(private readonly accounts: AccountsService) {}

  @Get()
  @Header('Cache-Control', PRIVATE_CACHE_CONTROL)
  async list(): Promise<{ data: Account[] }> {
    return { data: await this.accounts.list() };
  }

  @Post()
  @HttpCode(201)
  @Header('Cache-Control', PRIVATE_CACHE_CONTROL)
  @ApiOperation({ summary: 'Adds a user; the answer carries their one-time set-password link (shown once: only its hash is stored).' })
  create(@Body() body: CreateUserDto): Promise<AccountWithLink> {
    return this.accounts.create(body);
  }

  @Patch(':id')
  @ApiOperation({
    summary: "Name, role, status. 'inactive' ends the user's sessions at once; the built-in administrator and one's own role and status are fixed (409).",
  })
  async update(@Param('id', ParseIdPipe) id: string, @Body() body: UpdateUserDto, @Req() req: { user: AuthUser }): Promise<{ data: Account }> {
    return { data: await this.accounts.update(id, body, req.user) };
  }

  @Post(':id/reset-password')
  @HttpCode(200)
  @Header('Cache-Control', PRIVATE_CACHE_CONTROL)
  @ApiOperation({ summary: 'Clears the password, ends the sessions and answers a new one-time set-password link.' })
  resetPassword(@Param('id', ParseIdPipe) id: string): Promise<AccountWithLink> {
    return this.accounts.resetPassword(id);
  }
}
