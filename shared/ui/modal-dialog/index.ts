export { ModalDialog, type ModalDialogProps } from './modal-dialog';
export { DialogButton, type DialogButtonProps } from './dialog-button';
