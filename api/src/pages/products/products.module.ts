import { Module } from '@nestjs/common';
import { PRODUCTS_COLLECTIONS } from '@pharma/shared/content';
import { mountCollections } from '../../content/collections/mount.js';

const products = mountCollections('products', Object.values(PRODUCTS_COLLECTIONS));

/** Products page: the managed hero, the catalogue of /products, and the API samples and text of /pharmaceutical-apis. */
@Module({ controllers: products.controllers, providers: products.providers })
export class ProductsModule {}
