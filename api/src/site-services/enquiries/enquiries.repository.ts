import { Injectable } from '@nestjs/common';
import type { ContactFormValues, Enquiry, EnquiryStatus } from '@pharma/shared/content';
import { Store, type Collection } from '../../platform/store/store.port.js';
import { enquiriesCollection } from './schema/enquiry.schema.js';

type EnquiryData = ContactFormValues & { status: EnquiryStatus };

@Injectable()
export class EnquiriesRepository {
  private readonly enquiries: Collection<EnquiryData>;

  constructor(store: Store) {
    this.enquiries = store.collection<EnquiryData>(enquiriesCollection);
  }

  async newestFirst(): Promise<Enquiry[]> {
    const all = await this.enquiries.list();
    return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  add(values: ContactFormValues): Promise<Enquiry> {
    return this.enquiries.insert({ ...values, status: 'new' });
  }

  setStatus(id: string, status: EnquiryStatus): Promise<Enquiry | null> {
    return this.enquiries.update(id, { status });
  }

  remove(id: string): Promise<Enquiry | null> {
    return this.enquiries.remove(id);
  }
}
