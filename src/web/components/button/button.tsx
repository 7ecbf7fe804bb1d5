import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'login' | 'outline';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Stretch to the width of the container. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function buttonClassName(
  variant: ButtonVariant = 'primary',
  { block = false, className }: { block?: boolean; className?: string } = {},
): string {
  return [styles.button, styles[variant], block ? styles.block : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}

/** 40 px high buttons; a disabled button fires no click. */
export function Button({
  variant = 'primary',
  block,
  className,
  type = 'button',
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      disabled={disabled}
      className={buttonClassName(variant, { block, className })}
      onClick={handleClick}
      {...rest}
    />
  );
}
