export { SafeHtml } from './safe-html';
export { RichText } from './rich-text';
