import { Body, Controller, Get, Header, HttpCode, Inject, NotFoundException, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ACCOUNT_TEXTS } from '@pharma/shared/content';
import { ApiBearerAuth, ApiCookieAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RateLimit } from '../http/rate-limit.guard.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AccountsService } from './accounts.service.js';
import { Public, SignedIn, type AuthUser } from './auth.decorators.js';
import { ChangePasswordDto, ForgotPasswordDto, SetPasswordDto } from './dto/password.dto.js';
import type { AuthedRequest } from './auth.guard.js';
import { normaliseAccountName } from './account-name.js';
import { AuthService } from './auth.service.js';
import { DeviceCookies } from './device-cookie.js';
import { LoginDto } from './dto/login.dto.js';
import { PreviewTokenDto } from './dto/preview-token.dto.js';
import { AccountLockedException } from './lockout.service.js';
import { PreviewTokenService, PREVIEW_TTL_SECONDS } from './preview-token.service.js';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie.js';
import type { ActiveSession } from './session.service.js';

/** The login answer. `token` only in 'token' mode: the browser never gets one it could leak. */
export interface LoginAnswer {
  token?: string;
  /** When the session ends if unused (it slides while in use). */
  expiresAt: string;
  /** When it ends regardless of use. */
  absoluteExpiresAt: string;
  user: AuthUser;
}

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly accounts: AccountsService,
    private readonly previews: PreviewTokenService,
    private readonly devices: DeviceCookies,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('demo-credentials')
  @Public()
  @ApiOperation({ summary: 'The development credentials, for the sign-in page; 404 unless the API runs in development mode with its built-in password.' })
  demoCredentials(): { username: string; password: string } {
    if (!this.config.demoCredentials) throw new NotFoundException('No demo credentials on this server');
    return this.config.demoCredentials;
  }

  @Post('login')
  @HttpCode(200)
  @Public()
  @RateLimit('login')
  @ApiOperation({
    summary:
      "Sign in. mode 'cookie' sets the httpOnly session cookie; mode 'token' (default) answers a bearer token. " +
      'Rate-limited per IP (LOGIN_RATE_LIMIT per minute) and locked per account after repeated failures (429); a browser that signed ' +
      'in to the account before (its device cookie) is counted and locked on its own.',
  })
  async login(@Body() body: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LoginAnswer> {
    const account = normaliseAccountName(body.username);
    const device = await this.devices.of(req, account);
    try {
      const { session, user } = await this.auth.login(account, body.password, device);
      const answer = { expiresAt: session.expiresAt.toISOString(), absoluteExpiresAt: session.absoluteExpiresAt.toISOString(), user };
      if (body.mode === 'cookie') {
        setSessionCookie(res, req, this.config, session.token, session.expiresAt);
        await this.devices.remember(req, res, account, device);
        return answer;
      }
      return { token: session.token, ...answer };
    } catch (error) {
      if (error instanceof AccountLockedException) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(204)
  @Public()
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Ends the session on the server (every API instance refuses its cookie or token from now on) and clears the cookie.' })
  async logout(@Req() req: AuthedRequest, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.auth.logout(req.user, req.authSession?.id);
    clearSessionCookie(res, req, this.config);
  }

  @Post('set-password')
  @HttpCode(204)
  @Public()
  @RateLimit('login')
  @ApiOperation({ summary: 'Sets a password with a one-time link (from adding a user or a reset): 400 when the link is invalid, used or expired.' })
  async setPassword(@Body() body: SetPasswordDto): Promise<void> {
    await this.accounts.setPassword(body.token, body.password);
  }

  @Post('forgot-password')
  @HttpCode(202)
  @Public()
  @RateLimit('login')
  @ApiOperation({
    summary:
      'Asks for a one-time link to choose a new password, mailed to the address if it has an active account. The same answer whether or not ' +
      'it has (and as fast: the work is done after answering); rate-limited with sign-in; one mail per account per 5 minutes; recorded in the trail.',
  })
  forgotPassword(@Body() body: ForgotPasswordDto): { message: string } {
    this.auth.forgotPasswordLater(body.email);
    return { message: ACCOUNT_TEXTS.forgottenSent };
  }

  @Post('password')
  @HttpCode(204)
  @SignedIn()
  @RateLimit('login')
  @ApiBearerAuth()
  @ApiOperation({ summary: "Changes the signed-in user's password (the current one is checked); their other sessions end." })
  async changePassword(@Body() body: ChangePasswordDto, @Req() req: AuthedRequest & { user: AuthUser; authSession: ActiveSession }): Promise<void> {
    await this.accounts.changePassword(req.user, req.authSession.id, body.currentPassword, body.newPassword);
  }

  @Get('me')
  @SignedIn()
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Who is signed in (401 when nobody): the browser learns its session from this, never from a stored token.' })
  me(@Req() req: AuthedRequest & { user: AuthUser }): { user: AuthUser; expiresAt?: string } {
    return { user: req.user, expiresAt: req.authSession?.expiresAt.toISOString() };
  }

  @Post('preview-token')
  @HttpCode(200)
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      `A preview token for one route's page (${PREVIEW_TTL_SECONDS / 60} min): sent as X-Preview-Token, public reads of that page ` +
      "answer like the admin (its drafts and unpublished items, never cached); every other page's reads answer what visitors see. It authorises no write.",
  })
  preview(
    @Body() body: PreviewTokenDto,
    @Req() req: AuthedRequest & { user: AuthUser; authSession: ActiveSession },
  ): Promise<{ token: string; expiresAt: string }> {
    return this.previews.issue(req.user, req.authSession, body.route);
  }

  @Get('preview-token')
  @Public()
  @Header('Cache-Control', 'no-store')
  @ApiHeader({ name: 'X-Preview-Token', required: true, description: 'The token to check' })
  @ApiOperation({ summary: 'Checks the X-Preview-Token header: 200 with its expiry, 401 when it is missing, forged or expired.' })
  checkPreview(@Req() req: AuthedRequest): { expiresAt: string } {
    // The guard verified the header (an invalid token never gets here); none at all is a 401 too.
    if (!req.preview) throw new UnauthorizedException('Preview token required (X-Preview-Token header)');
    return { expiresAt: req.preview.expiresAt.toISOString() };
  }
}
