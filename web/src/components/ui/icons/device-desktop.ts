import { IconDeviceDesktop as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconDeviceDesktop = /* @__PURE__ */ decorative(Tabler);
