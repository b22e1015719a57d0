// A minimal page remote for build-renderer.test.mjs: one page with API content, one without, one redirect.
import { pageMeta, useContent, type RemoteRoute } from '@pharma/shared';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { loadGreeting, type Greeting } from './load-greeting';

const GreetingText = lazy(() => import('./greeting-text'));

function GreetingPage() {
  const { data, loading } = useContent(loadGreeting, { title: 'Built-in title', text: 'Built-in text' });
  return (
    <section aria-busy={loading}>
      <h1>{data.title}</h1>
      <Suspense fallback={<p>Loading</p>}>
        <GreetingText />
      </Suspense>
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
