import type { Icon as TablerIcon, IconProps } from '@tabler/icons-react';

/**
 * The app's icons: Tabler's line icons, 18 px unless sized, and decorative
 * (hidden from assistive technology; the text next to them says it all).
 */
export function decorative(Icon: TablerIcon) {
  return function DecorativeIcon({ size = 18, ...props }: IconProps) {
    return <Icon size={size} aria-hidden="true" focusable="false" {...props} />;
  };
}
