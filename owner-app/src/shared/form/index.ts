export { fieldError, fieldProps } from './fieldProps';
export { applyServerErrors, SERVER_ERROR } from './serverErrors';
export { inItalian } from './serverMessages';
