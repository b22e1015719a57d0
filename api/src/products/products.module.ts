import { Module } from '@nestjs/common';
import { ProductsController } from './products.controller.js';
import { ProductsRepository } from './products.repository.js';
import { ProductsService } from './products.service.js';

/** Products page: the managed hero. */
@Module({ controllers: [ProductsController], providers: [ProductsRepository, ProductsService] })
export class ProductsModule {}
