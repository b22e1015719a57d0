import '@testing-library/jest-dom';
import { configureAutosave } from '../src/admin-kit/drafts/use-draft-saver';
import { configureEditLocks } from '../src/admin-kit/edit-lock/use-edit-lock';

// Component tests count writes: the autosave timer would add some depending on the machine's speed.
// The kit's draft-saving.test.tsx turns it on and tests it.
configureAutosave(false);
// Likewise the edit locks (a lock call when a form opens): the kit's edit-lock.test.tsx turns them on.
configureEditLocks(false);
