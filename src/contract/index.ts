export * from './api';
export * from './choices';
export * from './entities';
export * from './limits';
export * from './messages';
export * from './routes';
export * from './schemas';
export * from './site';
