import { Spinner, type RemoteRoute } from '@pharma/shared';
import '@pharma/shared/admin-kit.css';
import './styles.css';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { LoginPage } from './login/login-page';

// The dashboard (its panels, the users and enquiries screens) is its own chunk: the sign-in page,
// the one most visitors of /admin see, does not download it.
const LazyDashboard = lazy(() => import('./dashboard/dashboard-page').then((module) => ({ default: module.DashboardPage })));

// Opened once per person, from a link: its own small chunk, not in the sign-in page's download.
const LazySetPassword = lazy(() => import('./set-password/set-password-page').then((module) => ({ default: module.SetPasswordPage })));

const LazyForgotPassword = lazy(() => import('./forgot-password/forgot-password-page').then((module) => ({ default: module.ForgotPasswordPage })));

function ForgotPassword() {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <LazyForgotPassword />
    </Suspense>
  );
}

function SetPassword() {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <LazySetPassword />
    </Suspense>
  );
}

function Dashboard() {
  return (
    <Suspense fallback={<Spinner label="Loading the dashboard" />}>
      <LazyDashboard />
    </Suspense>
  );
}

function AdminIndex() {
  return <Navigate to="/admin/login" replace />;
}

/** The admin screens; unknown /admin/* paths fall through to the shell's not-found page. */
export const routes: RemoteRoute[] = [
  { path: '/admin', Component: AdminIndex },
  { path: '/admin/login', Component: LoginPage, meta: () => ({ title: 'Admin Sign In', description: 'Sign in to manage the website content.' }) },
  { path: '/admin/dashboard', Component: Dashboard },
  {
    path: '/admin/forgot-password',
    Component: ForgotPassword,
    meta: () => ({ title: 'Forgot your password?', description: 'Ask for a link to choose a new password for your dashboard account.' }),
  },
  // Public: the person has no session yet; the token in the fragment is the proof.
  {
    path: '/admin/set-password',
    Component: SetPassword,
    meta: () => ({ title: 'Set your password', description: 'Choose the password of your dashboard account.' }),
  },
];
