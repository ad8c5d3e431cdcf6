export * from './deck';
export * from './draw';
