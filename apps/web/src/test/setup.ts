import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Dialogs and signed-in widgets are lazy chunks: their first import in a test file is a cold
// transform that can take longer than the 1 s default on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // Tokens are kept in localStorage: no test may start signed in by accident.
  localStorage.clear();
});
