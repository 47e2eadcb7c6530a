import { createContext, createElement, useContext, type ComponentType } from 'react';

/**
 * True while the tree renders as the build rendered it (decision 0232): a prerendered page's
 * first pass, before the start data, with no data, as a visitor (src/app/first-pass.tsx).
 */
export const FirstPassContext = createContext(false);

export const useFirstPass = (): boolean => useContext(FirstPassContext);

/**
 * A lazily loaded part that a prerendered page leaves out: nothing in the first pass, on the
 * build's render and in the hydration alike (whether its chunk happens to be loaded or not),
 * itself after it.
 */
export function afterFirstPass<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  return function AfterFirstPass(props: P) {
    return useFirstPass() ? null : createElement(Part, props);
  };
}
