export { theme, media, breakpoints, MOBILE_QUERY, type AppTheme, type Breakpoint } from './theme';
export { GlobalStyles } from './global-styles';
