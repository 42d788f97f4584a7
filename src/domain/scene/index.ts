export * from './types';
export * from './geometry';
export * from './nodes';
export * from './elements';
export * from './words';
export * from './stored';
export * from './history';
