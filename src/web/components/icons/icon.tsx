import type { ReactNode, SVGProps } from 'react';

// Icon sizes: small 18, medium 24, large 36, xlarge 64.
export const ICON_SIZES = { sm: 18, md: 24, lg: 36, xl: 64 } as const;
export type IconSize = keyof typeof ICON_SIZES;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: IconSize;
}

/** A decorative inline SVG (hidden from assistive tech: the control around it has the name). */
export function Icon({
  size = 'md',
  children,
  viewBox = '0 0 24 24',
  ...rest
}: IconProps & { children: ReactNode }) {
  const px = ICON_SIZES[size];
  return (
    <svg
      width={px}
      height={px}
      viewBox={viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
