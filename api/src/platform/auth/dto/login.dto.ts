import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export const LOGIN_MODES = ['token', 'cookie'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

export class LoginDto {
  @ApiProperty({ example: 'admin' })
  @IsString()
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(200)
  username!: string;

  @ApiProperty({ example: 'admin123' })
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(200)
  password!: string;

  @ApiPropertyOptional({
    enum: LOGIN_MODES,
    default: 'token',
    description: "'cookie' (the admin UI): an httpOnly session cookie and no token in the answer. 'token' (scripts): a bearer token in the answer.",
  })
  @IsOptional()
  @IsIn(LOGIN_MODES, { message: "mode must be 'token' or 'cookie'" })
  mode?: LoginMode;
}
