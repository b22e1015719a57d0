// A minimal page remote for build-renderer.test.mjs: one page with API content, one without, one redirect.
import { apiGet, pageMeta, useContent, type RemoteRoute } from '@pharma/shared';
import { Navigate } from 'react-router-dom';

interface Greeting {
  title: string;
  text: string;
}

const loadGreeting = (): Promise<Greeting> => apiGet<Greeting>('/api/cms/greeting');

function GreetingPage() {
  const { data, loading } = useContent(loadGreeting, { title: 'Built-in title', text: 'Built-in text' });
  return (
    <section aria-busy={loading}>
      <h1>{data.title}</h1>
      <p>{data.text}</p>
    </section>
  );
}

function StaticPage() {
  return <h1>Static page</h1>;
}

const greeting: RemoteRoute<Greeting> = {
  path: '/greeting',
  Component: GreetingPage,
  load: loadGreeting,
  meta: (data) => pageMeta([data.title], [data.text]),
};

export const routes: RemoteRoute[] = [
  greeting,
  { path: '/static', Component: StaticPage, meta: () => pageMeta(['Static'], ['Fixed text']) },
  { path: '/moved', Component: () => <Navigate to="/static" replace /> },
  { path: '/items/:id', Component: StaticPage },
];
