export { fieldError, fieldProps } from './fieldProps';
export { FormError } from './FormError';
export { FormModal, type FormModalDeletion, type FormModalProps } from './FormModal';
export { applyServerErrors, SERVER_ERROR } from './serverErrors';
export { formMessages } from './messages';
export { useEntityForm, type EntityFormMessages, type EntityFormOptions } from './useEntityForm';
export { inItalian, withFieldTexts } from './serverMessages';
export type { FieldTexts } from './serverMessages';
export { useSubmit, type Submit, type SubmitOptions, type SubmitOutcome } from './useSubmit';
