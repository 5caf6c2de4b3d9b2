import { IconKey as Tabler } from '@tabler/icons-react';

import { decorative } from './decorative';

export const IconKey = /* @__PURE__ */ decorative(Tabler);
