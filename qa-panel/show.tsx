import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/styles';
import { ControlError } from './control-error';

/** Renders one panel section with the app's theme, as the panel's root does. */
export const show = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

/** What a fake without the call answers. */
export const notOffered = () => Promise.reject(new ControlError('GET /x: 404 Not Found', 404));
