import { Icon, type IconProps } from '../../../components/icons/icon.tsx';

// Icons of the builder rows (decorative: the control around each carries the name).

export function TrashIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function PencilIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4" />
    </Icon>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}

/** The brand orange fills a large icon; the mark on it is dark. */
export function WarningIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        d="M12 3 2 20.5h20L12 3Z"
        fill="var(--color-primary)"
        stroke="var(--color-on-primary)"
        strokeWidth={1.5}
      />
      <path d="M12 9.5v5M12 17.4v.1" stroke="var(--color-on-primary)" strokeWidth={2.2} />
    </Icon>
  );
}

/** The image placeholder of a product without one. */
export function PartPlaceholderIcon(props: IconProps) {
  return (
    <Icon {...props} viewBox="0 0 48 48" strokeWidth={2.5}>
      <rect x="5" y="14" width="30" height="10" rx="2" />
      <path d="M35 17h8v4h-8M12 24l-3 12h7l3-12M20 24v4h6" />
    </Icon>
  );
}

export function ChevronIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}
