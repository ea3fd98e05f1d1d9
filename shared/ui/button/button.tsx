import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { VisuallyHidden } from '../visually-hidden';
import { buttonClassName } from './button-class';
import './button.css';

type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'>;

interface CommonButtonProps extends NativeButtonProps {
  /** `button` unless said otherwise: only a form's own button submits it. */
  type?: 'button' | 'submit' | 'reset';
  ref?: Ref<HTMLButtonElement>;
}

export interface TextButtonProps extends CommonButtonProps {
  variant?: 'primary' | 'secondary' | 'link';
  /** The button's text, which is its name. */
  children: ReactNode;
}

export interface IconButtonProps extends CommonButtonProps {
  variant: 'icon';
  /** The button's name, read by screen readers: an icon alone says nothing to them. */
  label: string;
  /** The icon, drawn decorative (`aria-hidden`). */
  children: ReactNode;
}

export type ButtonProps = TextButtonProps | IconButtonProps;

/**
 * A button in the theme's look. Disabled with `aria-disabled` rather than `disabled` where it should keep the
 * focus (a request under way): the caller then ignores its clicks.
 */
export function Button(props: ButtonProps) {
  if (props.variant === 'icon') {
    const { variant, label, children, type = 'button', className, ...native } = props;
    return (
      <button type={type} className={buttonClassName(variant, className)} {...native}>
        {children}
        <VisuallyHidden>{label}</VisuallyHidden>
      </button>
    );
  }
  const { variant = 'primary', children, type = 'button', className, ...native } = props;
  return (
    <button type={type} className={buttonClassName(variant, className)} {...native}>
      {children}
    </button>
  );
}
