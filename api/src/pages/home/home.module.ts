import { Module } from '@nestjs/common';
import { HOME_COLLECTIONS } from '@pharma/shared/content';
import { mountCollections } from '../../content/collections/mount.js';

const home = mountCollections('home', Object.values(HOME_COLLECTIONS));

/** Home page: hero slides, offerings, statistics, regulatory approvals and the global-impact section. */
@Module({ controllers: home.controllers, providers: home.providers })
export class HomeModule {}
