import { Flag, Order, Text } from './fields.js';

/** An item kept inside a section rather than in its own list: the client chooses its id. */
export class NestedItemDto {
  @Text({ max: 64 }) id!: string;
  @Order({ optional: true }) order!: number;
  @Flag({ optional: true }) isActive!: boolean;
}
