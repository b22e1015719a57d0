import { apiGet } from '@pharma/shared';

export interface Greeting {
  title: string;
  text: string;
}

export const loadGreeting = (): Promise<Greeting> => apiGet<Greeting>('/api/cms/greeting');
