import { IconReceipt as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconReceipt = /* @__PURE__ */ decorative(Tabler);
