import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { RateLimit } from '../common/http/rate-limit.guard.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AdminOnly, Public, type AuthUser } from './auth.decorators.js';
import { AuthService, type LoginResult } from './auth.service.js';
import { LoginDto } from './dto/login.dto.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('demo-credentials')
  @Public()
  @ApiOperation({ summary: 'The development credentials, for the sign-in page; 404 in production or once real credentials are configured.' })
  demoCredentials(): { username: string; password: string } {
    if (!this.config.demoCredentials) throw new NotFoundException('No demo credentials on this server');
    return this.config.demoCredentials;
  }

  @Post('login')
  @HttpCode(200)
  @Public()
  @RateLimit('login')
  @ApiOperation({ summary: 'Sign in; answers a signed JWT. Rate-limited per IP (LOGIN_RATE_LIMIT per minute).' })
  login(@Body() body: LoginDto): Promise<LoginResult> {
    return this.auth.login(body.username, body.password);
  }

  @Get('me')
  @AdminOnly()
  @ApiBearerAuth()
  me(@Req() req: Request & { user: AuthUser }): { user: AuthUser } {
    return { user: req.user };
  }
}
