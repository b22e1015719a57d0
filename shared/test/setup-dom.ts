import '@testing-library/jest-dom';
import { configureAutosave } from '../src/admin-kit/use-draft-saver';

// Component tests count writes: the autosave timer would add some depending on the machine's speed.
// The kit's draft-saving.test.tsx turns it on and tests it.
configureAutosave(false);
