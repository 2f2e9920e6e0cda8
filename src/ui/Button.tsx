import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'text' | 'danger';
  block?: boolean;
}

/** The app's button: a filled primary action, an outlined secondary, a bare text link or a red danger. */
export function Button({ variant = 'primary', block = false, className, type = 'button', ...props }: ButtonProps) {
  const classes = [styles.button, styles[variant], block ? styles.block : '', className ?? ''].join(' ');
  return <button type={type} className={classes} {...props} />;
}
