import { Navigate } from 'react-router-dom';

/** /research-capabilities is linked from the R&D page but has no page of its own: show the R&D section. */
export function ResearchCapabilitiesRedirect() {
  return <Navigate to="/capabilities#research" replace />;
}
