import { IconDeviceMobile as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconDeviceMobile = /* @__PURE__ */ decorative(Tabler);
