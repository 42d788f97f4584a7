export { MaterialImageList } from './MaterialImageList';
export { TagList } from './TagList';
