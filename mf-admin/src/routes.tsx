import type { RemoteRoute } from '@pharma/shared';
import '@pharma/shared/admin-kit.css';
import './styles.css';
import { Navigate } from 'react-router-dom';
import { DashboardPage } from './dashboard/dashboard-page';
import { LoginPage } from './login/login-page';

function AdminIndex() {
  return <Navigate to="/admin/login" replace />;
}

/** The admin screens; unknown /admin/* paths fall through to the shell's not-found page. */
export const routes: RemoteRoute[] = [
  { path: '/admin', Component: AdminIndex },
  { path: '/admin/login', Component: LoginPage },
  { path: '/admin/dashboard', Component: DashboardPage },
];
