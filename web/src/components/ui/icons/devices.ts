import { IconDevices as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconDevices = /* @__PURE__ */ decorative(Tabler);
