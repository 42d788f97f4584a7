export { CallBox } from './CallBox';
