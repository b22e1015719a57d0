import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailModule } from '../mail/mail.module.js';
import { AccountsService } from './accounts.service.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { DeployTokenService } from './deploy-token.service.js';
import { DeviceCookies } from './device-cookie.js';
import { LockoutRepository } from './lockout.repository.js';
import { LockoutService } from './lockout.service.js';
import { NoticesController } from './notices.controller.js';
import { Notices } from './notices.service.js';
import { PreviewTokenService } from './preview-token.service.js';
import { SessionRepository } from './session.repository.js';
import { SessionService } from './session.service.js';
import { UsersController } from './users.controller.js';
import { UsersRepository } from './users.repository.js';

@Module({
  imports: [
    // Account creation and password resets mail the set-password link.
    MailModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        // The token lives as long as the session may at most; the store decides whether it still does.
        signOptions: { expiresIn: config.jwtExpiresIn as never, algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController, UsersController, NoticesController],
  providers: [
    AuthService,
    AccountsService,
    DeviceCookies,
    UsersRepository,
    SessionService,
    PreviewTokenService,
    SessionRepository,
    LockoutService,
    LockoutRepository,
    DeployTokenService,
    Notices,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [AuthService, SessionService, Notices],
})
export class AuthModule {}
