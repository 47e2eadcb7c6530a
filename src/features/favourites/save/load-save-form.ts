/** The form of "Save as favourite", its own chunk (loaded when opened). */
export const loadSaveForm = () => import('./save-favourite-form');
