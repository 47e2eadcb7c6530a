import { createContext, useContext } from 'react';

/** Whether field messages are live regions (see FieldError). */
export const AnnounceErrorsContext = createContext(true);

export const useAnnounceErrors = (): boolean => useContext(AnnounceErrorsContext);
