// The module build-renderer.mjs resolves `virtual:pharma-remote-routes` to: the remote's own
// src/routes.tsx, which every page remote writes against this contract.
declare module 'virtual:pharma-remote-routes' {
  export const routes: import('@pharma/shared').RemoteRoute[];
}
