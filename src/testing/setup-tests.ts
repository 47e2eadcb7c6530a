import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './setup-node';

// The jsdom project's set-up: setup-node.ts (console, stray calls, stores, i18n) plus the DOM.

// renderApp wraps language switches in act(); React must know this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Registered after setup-node's hooks, so it runs before them: the screen unmounts first.
afterEach(() => cleanup());
