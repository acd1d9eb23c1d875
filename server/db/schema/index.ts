export * from './accounts';
export * from './estate';
