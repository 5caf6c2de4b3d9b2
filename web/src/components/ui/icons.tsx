import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  size?: number;
};

function createIcon(children: ReactNode) {
  return function Icon({ size = 18, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {children}
      </svg>
    );
  };
}

/** Small line icons drawn on a 24 px grid; decorative (aria-hidden). */
export const IconCopy = createIcon(
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </>,
);
export const IconCheck = createIcon(<path d="M5 12l5 5L20 7" />);
export const IconEye = createIcon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const IconEyeOff = createIcon(
  <>
    <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.6 3.6" />
    <path d="M6.6 6.6A16.8 16.8 0 0 0 2 12s3.5 7 10 7a9.9 9.9 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="M3 3l18 18" />
  </>,
);
export const IconArrowLeft = createIcon(
  <>
    <path d="M19 12H5" />
    <path d="M11 6l-6 6 6 6" />
  </>,
);
export const IconChevronRight = createIcon(<path d="M9 6l6 6-6 6" />);
export const IconPlus = createIcon(
  <>
    <path d="M12 5v14" />
    <path d="M5 12h14" />
  </>,
);
export const IconPaperclip = createIcon(
  <path d="M15 7l-6.5 6.5a1.5 1.5 0 0 0 3 3L18 10a3 3 0 0 0-6-6l-6.5 6.5a4.5 4.5 0 0 0 9 9L21 13" />,
);
export const IconAlertTriangle = createIcon(
  <>
    <path d="M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4" />
    <path d="M12 17h.01" />
  </>,
);
export const IconTv = createIcon(
  <>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M16 3l-4 4-4-4" />
  </>,
);
export const IconReceipt = createIcon(
  <>
    <path d="M5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16l-3-2-2 2-2-2-2 2-2-2-3 2z" />
    <path d="M9 7h6" />
    <path d="M9 11h6" />
    <path d="M13 15h2" />
  </>,
);
export const IconLifebuoy = createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4" />
    <path d="M15 15l3.4 3.4" />
    <path d="M15 9l3.4-3.4" />
    <path d="M9 15l-3.4 3.4" />
    <path d="M9 9L5.6 5.6" />
  </>,
);
export const IconSpeakerphone = createIcon(
  <>
    <path d="M18 8a3 3 0 0 1 0 6" />
    <path d="M10 8v11a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1v-5" />
    <path d="M12 8l4.6-3.8A.9.9 0 0 1 18 5v12a.9.9 0 0 1-1.4.8L12 14H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1h8" />
  </>,
);
export const IconLink = createIcon(
  <>
    <path d="M9 15l6-6" />
    <path d="M11 6l.5-.5a5 5 0 0 1 7 7l-.5.5" />
    <path d="M13 18l-.4.5a5 5 0 0 1-7-7L6 11" />
  </>,
);
export const IconExternalLink = createIcon(
  <>
    <path d="M12 6H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
    <path d="M11 13l9-9" />
    <path d="M15 4h5v5" />
  </>,
);
export const IconSearch = createIcon(
  <>
    <circle cx="10" cy="10" r="7" />
    <path d="M21 21l-6-6" />
  </>,
);
