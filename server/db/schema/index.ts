export * from './agenda';
export * from './appointments';
export * from './billing';
export * from './directory';
export * from './identity';
export * from './messaging';
export * from './platform';
export * from './practice';
