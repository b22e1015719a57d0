import { Public } from '../auth/auth.decorators.js';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RevisionService } from './revision.service.js';

@ApiTags('pages')
@Public()
@Controller('cms/revision')
export class RevisionController {
  constructor(private readonly revisions: RevisionService) {}

  /**
   * Read straight from the store on every call (one lookup by id), never from the read cache: a
   * gateway that sees a new revision must find the new content behind it.
   */
  @Get()
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary:
      'The content revision: an opaque string that changes on every content write through any API instance. ' +
      'Gateways poll it to know when their rendered pages are stale.',
  })
  @ApiOkResponse({ schema: { type: 'object', properties: { revision: { type: 'string', example: '6650f1c2a4b3c2d1e0f9a8b7' } } } })
  async revision(): Promise<{ revision: string }> {
    return { revision: await this.revisions.current() };
  }
}
