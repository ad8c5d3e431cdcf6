export * from './numerology';
