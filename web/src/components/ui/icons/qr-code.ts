import { IconQrcode as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconQrCode = /* @__PURE__ */ decorative(Tabler);
