import { defineConfig } from 'vite';
import { remoteConfig } from '@pharma/shared/vite';

// Name, dev port and exposes come from this remote's manifest, remote.json.
export default defineConfig(remoteConfig(import.meta.dirname));
