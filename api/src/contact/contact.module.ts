import { Module } from '@nestjs/common';
import { CONTACT_CONTROLLERS } from './contact.controller.js';
import { ContactRepository } from './contact.repository.js';
import { ContactService } from './contact.service.js';

/** Contact page: hero, get-in-touch block and contact users (the form itself: EnquiriesModule). */
@Module({ controllers: CONTACT_CONTROLLERS, providers: [ContactRepository, ContactService] })
export class ContactModule {}
