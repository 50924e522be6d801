export * from './italian';
export * from './messages';
export * from './billing';
export * from './alloggiati';
