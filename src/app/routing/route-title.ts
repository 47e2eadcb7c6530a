import { createContext, useContext } from 'react';

/** The current route's title, for pages (the coming-soon placeholder) that show it as heading. */
export const RouteTitleContext = createContext('');

export const useRouteTitle = (): string => useContext(RouteTitleContext);
