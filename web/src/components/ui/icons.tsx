import {
  IconAlertCircle as TablerAlertCircle,
  IconAlertTriangle as TablerAlertTriangle,
  IconArrowLeft as TablerArrowLeft,
  IconCalendar as TablerCalendar,
  IconCheck as TablerCheck,
  IconChevronDown as TablerChevronDown,
  IconChevronRight as TablerChevronRight,
  IconCircle as TablerCircle,
  IconCircleCheck as TablerCircleCheck,
  IconCopy as TablerCopy,
  IconCreditCard as TablerCreditCard,
  IconDeviceDesktop as TablerDeviceDesktop,
  IconDeviceMobile as TablerDeviceMobile,
  IconDevices as TablerDevices,
  IconDeviceTv as TablerDeviceTv,
  IconDownload as TablerDownload,
  IconExternalLink as TablerExternalLink,
  IconEye as TablerEye,
  IconEyeOff as TablerEyeOff,
  IconHistory as TablerHistory,
  IconInfoCircle as TablerInfoCircle,
  IconKey as TablerKey,
  IconLifebuoy as TablerLifebuoy,
  IconLink as TablerLink,
  IconListNumbers as TablerListNumbers,
  IconLock as TablerLock,
  IconLogout as TablerLogout,
  IconMail as TablerMail,
  IconPhoto as TablerPhoto,
  IconPaperclip as TablerPaperclip,
  IconPencil as TablerPencil,
  IconPlus as TablerPlus,
  IconQrcode as TablerQrcode,
  IconReceipt as TablerReceipt,
  IconRocket as TablerRocket,
  IconRouter as TablerRouter,
  IconSearch as TablerSearch,
  IconSend as TablerSend,
  IconSpeakerphone as TablerSpeakerphone,
  IconUserCircle as TablerUserCircle,
  IconUserPlus as TablerUserPlus,
  IconWallet as TablerWallet,
  IconX as TablerX,
} from '@tabler/icons-react';
import type { Icon as TablerIcon, IconProps } from '@tabler/icons-react';

/**
 * The app's icons: Tabler's line icons, 18 px unless sized, and decorative
 * (hidden from assistive technology; the text next to them says it all).
 */
function decorative(Icon: TablerIcon) {
  return function DecorativeIcon({ size = 18, ...props }: IconProps) {
    return <Icon size={size} aria-hidden="true" focusable="false" {...props} />;
  };
}

export const IconAlertCircle = decorative(TablerAlertCircle);
export const IconAlertTriangle = decorative(TablerAlertTriangle);
export const IconArrowLeft = decorative(TablerArrowLeft);
export const IconCalendar = decorative(TablerCalendar);
export const IconCheck = decorative(TablerCheck);
export const IconChevronDown = decorative(TablerChevronDown);
export const IconChevronRight = decorative(TablerChevronRight);
export const IconCircle = decorative(TablerCircle);
export const IconCircleCheck = decorative(TablerCircleCheck);
export const IconClose = decorative(TablerX);
export const IconCopy = decorative(TablerCopy);
export const IconCreditCard = decorative(TablerCreditCard);
export const IconDeviceDesktop = decorative(TablerDeviceDesktop);
export const IconDeviceMobile = decorative(TablerDeviceMobile);
export const IconDevices = decorative(TablerDevices);
export const IconDownload = decorative(TablerDownload);
export const IconExternalLink = decorative(TablerExternalLink);
export const IconEye = decorative(TablerEye);
export const IconEyeOff = decorative(TablerEyeOff);
export const IconHistory = decorative(TablerHistory);
export const IconInfo = decorative(TablerInfoCircle);
export const IconKey = decorative(TablerKey);
export const IconLifebuoy = decorative(TablerLifebuoy);
export const IconLink = decorative(TablerLink);
export const IconListSteps = decorative(TablerListNumbers);
export const IconLock = decorative(TablerLock);
export const IconLogout = decorative(TablerLogout);
export const IconMail = decorative(TablerMail);
export const IconPhoto = decorative(TablerPhoto);
export const IconPaperclip = decorative(TablerPaperclip);
export const IconPencil = decorative(TablerPencil);
export const IconPlus = decorative(TablerPlus);
export const IconQrCode = decorative(TablerQrcode);
export const IconReceipt = decorative(TablerReceipt);
export const IconRocket = decorative(TablerRocket);
export const IconRouter = decorative(TablerRouter);
export const IconSearch = decorative(TablerSearch);
export const IconSend = decorative(TablerSend);
export const IconSpeakerphone = decorative(TablerSpeakerphone);
export const IconTv = decorative(TablerDeviceTv);
export const IconUserCircle = decorative(TablerUserCircle);
export const IconUserPlus = decorative(TablerUserPlus);
export const IconWallet = decorative(TablerWallet);
