import { IconDeviceTv as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconTv = /* @__PURE__ */ decorative(Tabler);
