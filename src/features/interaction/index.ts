export { InteractionDetailPage } from './InteractionDetailPage';
export { InteractionTemplateList } from './InteractionTemplateList';
