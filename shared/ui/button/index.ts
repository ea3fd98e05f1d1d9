export { Button, type ButtonProps, type IconButtonProps, type TextButtonProps } from './button';
export { BUTTON_VARIANTS, buttonClassName, type ButtonVariant } from './button-class';
