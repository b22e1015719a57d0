import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import { PAGE_OF_ROUTE } from '../../config/site-pages.js';

/** The route a preview link is made for: its token shows the drafts of that route's page only. */
export class PreviewTokenDto {
  @ApiProperty({ example: '/about', description: "A public route or alias of the site; the token shows only its page's drafts" })
  @IsString({ message: 'route must be a public route of the site, such as /about' })
  @IsIn([...PAGE_OF_ROUTE.keys()], { message: 'route must be a public route of the site, such as /about' })
  route!: string;
}
