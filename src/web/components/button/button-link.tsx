import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type ButtonVariant } from './button.tsx';

/** A link that looks like a Button (navigation stays a link for assistive tech). */
export function ButtonLink({
  variant = 'primary',
  className,
  ...rest
}: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClassName(variant, { className })} {...rest} />;
}
