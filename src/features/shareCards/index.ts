export { ShareTemplatePage } from './ShareTemplatePage';
