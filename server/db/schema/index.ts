export * from './accounts';
export * from './estate';
export * from './park-config';
export * from './access';
export * from './enterprise';
export * from './agency';
export * from './content';
